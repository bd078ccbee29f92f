//! Keystone Crimewave (Big Hippie Games, first draft, Mode 1: all crooks): the dice resolver,
//! the characters' tokens and triggers, the Master Plan, Caper and Enforcement points, and the
//! endgame as a labelled house rule. How a table uses it: `docs/table-tools.md`.
//!
//! Not to be confused with *Crimewave: California* (`rules::crimewave`), a different game.
mod action;
mod crew;
mod dice;
mod house_rules;
mod plan;
mod view;

pub use action::{Action, Intent, Roll};
pub use crew::{Character, CrookSetup, KeystoneSetup, Trait, TraitSetup};
pub use dice::{
    Dice, DieColour, Goal, HassleResult, KeptBecause, Pair, Placement, Resolution, Side, TableRow,
    auto_placement, best_traits, odds, pair, resolve, table_row, white_kept, worst_hassles,
};
pub use house_rules::{BothEnds, Ending, HouseRules, house_rule_labels};
pub use plan::{LONG_CAPER, MasterPlan, Phase, RollOff, check_complexity, roll_off};
pub use view::{FocusView, KeystoneView, RollRecord, Stage};

use crate::i18n::Msg;
use crate::msg;
use crate::rules::{Refusal, Rules};

/// The whole caper.
#[derive(Debug, Clone, PartialEq)]
pub struct Keystone {
    crooks: Vec<Character>,
    house: HouseRules,
    plan: MasterPlan,
    stage: Stage,
    round: u32,
    rolled: Vec<bool>,
    focus: Option<usize>,
    cp: u32,
    ep: u32,
    last_roll: Option<RollRecord>,
}

impl Keystone {
    /// The crooks, in seat order.
    pub fn crooks(&self) -> &[Character] {
        &self.crooks
    }

    /// The Master Plan.
    pub fn plan(&self) -> &MasterPlan {
        &self.plan
    }

    /// Where the game stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Caper and Enforcement points.
    pub fn points(&self) -> (u32, u32) {
        (self.cp, self.ep)
    }

    /// The round's Focus crook, by seat, while the Focus task is open.
    pub fn focus_crook(&self) -> Option<usize> {
        let phase = self.plan.phases.get(self.focus?)?;
        (!phase.done).then_some(phase.crook)
    }

    /// The intent a crook must or may roll with: Focus for the Focus crook, else Assist/Prepare.
    pub fn intent_allowed(&self, character: usize, intent: Intent) -> bool {
        (self.focus_crook() == Some(character)) == (intent == Intent::Focus)
    }

    /// Trait and Hassle tokens due on a roll with these Traits (what the placement must use).
    pub fn tokens_due(&self, character: usize, intent: Intent, traits: &[usize]) -> (u32, u32) {
        let Some(c) = self.crooks.get(character) else {
            return (0, 0);
        };
        let bonus: u32 = traits
            .iter()
            .filter_map(|&t| c.traits.get(t))
            .map(|t| u32::from(t.sheet.bonus_tokens))
            .sum();
        let focus = intent == Intent::Focus;
        let traits_due = bonus
            + if focus {
                u32::from(c.trait_next_focus) + u32::from(c.trait_from_assist)
            } else {
                0
            };
        let hassle_due = u32::from(c.hassle_next_turn)
            + if focus {
                u32::from(c.hassle_next_focus)
            } else {
                0
            };
        (traits_due, hassle_due)
    }

    /// The placement the resolver suggests for these dice: every due Trait token placed to
    /// keep the most white dice, then every due Hassle token placed to keep the fewest.
    pub fn suggested_placement(
        &self,
        character: usize,
        intent: Intent,
        traits: &[usize],
        dice: &Dice,
    ) -> Placement {
        let (traits_due, hassle_due) = self.tokens_due(character, intent, traits);
        let clamp = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
        auto_placement(dice, clamp(traits_due), clamp(hassle_due))
    }

    fn name(&self, seat: usize) -> String {
        self.crooks
            .get(seat)
            .map_or_else(|| "?".into(), |c| c.name.clone())
    }

    fn setup(&mut self, setup: &KeystoneSetup) -> Result<String, Refusal> {
        if self.stage != Stage::Setup {
            return Err(Refusal::new(msg!("keystone-refusal-set-up-twice")));
        }
        if setup.crooks.len() < 3 {
            return Err(Refusal::new(msg!("keystone-refusal-players")));
        }
        if !matches!(setup.house.tokens_when_trigger_and_table, 2 | 4) {
            return Err(Refusal::new(msg!("keystone-refusal-trigger-tokens")));
        }
        for (i, c) in setup.crooks.iter().enumerate() {
            if c.name.trim().is_empty() {
                return Err(Refusal::new(msg!("keystone-refusal-unnamed")));
            }
            if setup.crooks[..i].iter().any(|o| o.name == c.name) {
                return Err(Refusal::new(msg!(
                    "keystone-refusal-same-name",
                    name = c.name.as_str()
                )));
            }
        }
        self.crooks = setup
            .crooks
            .iter()
            .map(|c| Character {
                name: c.name.clone(),
                traits: c
                    .traits
                    .iter()
                    .map(|t| Trait {
                        sheet: t.clone(),
                        trigger_active: false,
                    })
                    .collect(),
                hassled: false,
                hassle_next_turn: 0,
                hassle_next_focus: 0,
                trait_next_focus: 0,
                trait_from_assist: 0,
            })
            .collect();
        self.house = setup.house;
        self.stage = Stage::Planning;
        Ok("ok".into())
    }

    fn plan_caper(
        &mut self,
        caper: &str,
        complexity: u8,
        starter: usize,
    ) -> Result<String, Refusal> {
        if self.stage != Stage::Planning || self.plan.complexity > 0 {
            return Err(Refusal::new(msg!("keystone-refusal-caper-once")));
        }
        if starter >= self.crooks.len() {
            return Err(Refusal::new(msg!("keystone-refusal-roll-off-winner")));
        }
        let warning = check_complexity(complexity, self.crooks.len())?;
        self.plan = MasterPlan {
            caper: caper.to_string(),
            complexity,
            starter,
            phases: Vec::new(),
        };
        // The transcript's answer: the warning in English.
        Ok(warning.map_or_else(|| "ok".into(), |w| format!("ok; warning: {w}")))
    }

    fn plan_phase(&mut self, task: &str, crook: usize, element: &str) -> Result<String, Refusal> {
        if self.stage != Stage::Planning || self.plan.complexity == 0 {
            return Err(Refusal::new(msg!("keystone-refusal-caper-first")));
        }
        if crook >= self.crooks.len() {
            return Err(Refusal::new(msg!("keystone-refusal-task-crook")));
        }
        let share = self.plan.share(self.crooks.len());
        if self.plan.tasks_of(crook) >= share {
            return Err(Refusal::new(msg!(
                "keystone-refusal-share",
                crook = self.name(crook),
                share = share
            )));
        }
        let (planner, commenter) = self.plan.next_roles(self.crooks.len());
        self.plan.phases.push(Phase {
            task: task.to_string(),
            crook,
            element: element.to_string(),
            planner,
            commenter,
            done: false,
        });
        if self.plan.planned() {
            self.stage = Stage::Play;
            self.start_round();
        }
        Ok("ok".into())
    }

    fn start_round(&mut self) {
        self.round += 1;
        self.rolled = vec![false; self.crooks.len()];
        self.focus = self.plan.first_open();
        for c in &mut self.crooks {
            c.trait_from_assist = 0;
        }
    }

    fn check_roll(&self, roll: &Roll) -> Result<(), Refusal> {
        if self.stage != Stage::Play {
            return Err(Refusal::new(msg!("keystone-refusal-no-rolls")));
        }
        let c = self
            .crooks
            .get(roll.character)
            .ok_or_else(|| Refusal::new(msg!("keystone-refusal-no-such-crook")))?;
        if self.rolled.get(roll.character).copied().unwrap_or(true) {
            return Err(Refusal::new(msg!(
                "keystone-refusal-rolled",
                crook = c.name.as_str()
            )));
        }
        if !self.intent_allowed(roll.character, roll.intent) {
            return Err(Refusal::new(if roll.intent == Intent::Focus {
                msg!("keystone-refusal-not-focus", crook = c.name.as_str())
            } else {
                msg!("keystone-refusal-is-focus", crook = c.name.as_str())
            }));
        }
        for (i, &t) in roll.traits.iter().enumerate() {
            let tr = c.traits.get(t).ok_or_else(|| {
                Refusal::new(msg!("keystone-refusal-no-trait", crook = c.name.as_str()))
            })?;
            if tr.trigger_active || roll.traits[..i].contains(&t) {
                return Err(Refusal::new(msg!(
                    "keystone-refusal-locked",
                    trait_name = tr.sheet.name.as_str()
                )));
            }
        }
        for &t in &roll.triggers_fired {
            let active =
                c.traits.get(t).is_some_and(|tr| tr.trigger_active) || roll.traits.contains(&t);
            if !active {
                return Err(Refusal::new(msg!("keystone-refusal-trigger-inactive")));
            }
        }
        roll.dice.check()?;
        let (traits_due, hassle_due) = self.tokens_due(roll.character, roll.intent, &roll.traits);
        if roll.placement.trait_tokens() != traits_due
            || roll.placement.hassle_tokens() != hassle_due
        {
            return Err(Refusal::new(msg!(
                "keystone-refusal-tokens",
                traits = traits_due,
                hassles = hassle_due
            )));
        }
        Ok(())
    }

    fn roll(&mut self, roll: &Roll) -> Result<String, Refusal> {
        self.check_roll(roll)?;
        let focus_crook = self.focus_crook();
        let house = self.house;
        let Some(c) = self.crooks.get_mut(roll.character) else {
            return Err(Refusal::new(msg!("keystone-refusal-no-such-crook")));
        };
        let fired = !roll.triggers_fired.is_empty();
        let res = resolve(Side::Crook, c.hassled, &roll.dice, &roll.placement, fired);
        let mut effects = Vec::new();
        for (i, t) in c.traits.iter_mut().enumerate() {
            if roll.traits.contains(&i) {
                t.trigger_active = true;
            }
            if roll.triggers_fired.contains(&i) || res.hassled_anew {
                t.trigger_active = false;
            }
        }
        c.hassled = res.hassled_after;
        c.hassle_next_turn = 0;
        let achieved = res.row.goal == Goal::Achieved;
        let mut assist_to = None;
        match roll.intent {
            Intent::Focus => {
                (c.hassle_next_focus, c.trait_next_focus, c.trait_from_assist) = (0, 0, 0);
                if res.hassled_after {
                    let n = if fired && res.row.hassle.hassled() {
                        house.tokens_when_trigger_and_table
                    } else {
                        2
                    };
                    c.hassle_next_turn = n;
                    effects.push(msg!(
                        "keystone-effect-hassle-next-turn",
                        tokens = n,
                        crook = c.name.as_str()
                    ));
                }
            }
            Intent::Assist | Intent::Prepare => {
                if res.hassled_after {
                    c.hassle_next_focus = c.hassle_next_focus.saturating_add(1);
                    effects.push(msg!(
                        "keystone-effect-hassle-next-focus",
                        crook = c.name.as_str()
                    ));
                }
                if achieved && roll.intent == Intent::Prepare {
                    c.trait_next_focus = c.trait_next_focus.saturating_add(1);
                    effects.push(msg!(
                        "keystone-effect-trait-next-focus",
                        crook = c.name.as_str()
                    ));
                }
                assist_to = (achieved && roll.intent == Intent::Assist).then_some(focus_crook);
            }
        }
        match assist_to {
            Some(Some(f)) if !self.rolled.get(f).copied().unwrap_or(true) => {
                if let Some(fc) = self.crooks.get_mut(f) {
                    fc.trait_from_assist = fc.trait_from_assist.saturating_add(1);
                    effects.push(msg!(
                        "keystone-effect-trait-handed",
                        crook = fc.name.as_str()
                    ));
                }
            }
            Some(_) => effects.push(msg!("keystone-effect-assist-lost")),
            None => {}
        }
        self.cp += u32::from(res.row.caper);
        self.ep += u32::from(res.row.enforcement);
        if roll.intent == Intent::Focus
            && achieved
            && let Some(phase) = self.focus.and_then(|f| self.plan.phases.get_mut(f))
        {
            phase.done = true;
            effects.push(msg!(
                "keystone-effect-phase-done",
                task = phase.task.as_str()
            ));
        }
        if let Some(r) = self.rolled.get_mut(roll.character) {
            *r = true;
        }
        let ending = self.ending();
        if let Some(e) = ending {
            self.stage = Stage::Over(e);
            for t in self.crooks.iter_mut().flat_map(|c| c.traits.iter_mut()) {
                t.trigger_active = false;
            }
            effects.push(e.words());
        } else if self.rolled.iter().all(|&r| r) {
            self.start_round();
        }
        // The transcript's answer, in English.
        let result = res.row.words().to_string();
        self.last_roll = Some(RollRecord {
            character: roll.character,
            intent: roll.intent,
            resolution: res,
            effects,
        });
        Ok(match ending {
            Some(e) => format!("{result}; {}", e.words()),
            None => result,
        })
    }

    /// The house-rule endgame (ruling 34).
    fn ending(&self) -> Option<Ending> {
        let plan_done = self.plan.planned() && self.plan.first_open().is_none();
        let law = self.ep >= self.plan.ep_target();
        let caper_ending = if self.cp > self.ep {
            Ending::CleanGetaway
        } else {
            Ending::PulledOffButCaught
        };
        match (plan_done, law, self.house.both_ends) {
            (true, false, _) | (true, true, BothEnds::PlanFirst) => Some(caper_ending),
            (_, true, _) => Some(Ending::Busted),
            (false, false, _) => None,
        }
    }
}

impl Rules for Keystone {
    type Action = Action;
    type PublicView = KeystoneView;

    const GAME: &'static str = "keystone-crimewave";

    fn new() -> Self {
        Self {
            crooks: Vec::new(),
            house: HouseRules::default(),
            plan: MasterPlan::default(),
            stage: Stage::Setup,
            round: 0,
            rolled: Vec::new(),
            focus: None,
            cp: 0,
            ep: 0,
            last_roll: None,
        }
    }

    fn apply(&mut self, action: &Action) -> Result<String, Refusal> {
        match action {
            Action::Setup(setup) => self.setup(setup),
            Action::PlanCaper {
                caper,
                complexity,
                starter,
            } => self.plan_caper(caper, *complexity, *starter),
            Action::PlanPhase {
                task,
                crook,
                element,
            } => self.plan_phase(task, *crook, element),
            Action::Roll(roll) => self.roll(roll),
        }
    }

    fn describe(&self, action: &Action) -> Msg {
        match action {
            Action::Setup(s) => {
                let names: Vec<&str> = s.crooks.iter().map(|c| c.name.as_str()).collect();
                msg!("keystone-did-setup", crooks = names.join(", "))
            }
            Action::PlanCaper {
                caper,
                complexity,
                starter,
            } => msg!(
                "keystone-did-caper",
                caper = caper.as_str(),
                complexity = *complexity,
                starter = self.name(*starter)
            ),
            Action::PlanPhase { task, crook, .. } => msg!(
                "keystone-did-phase",
                phase = self.plan.phases.len() + 1,
                task = task.as_str(),
                crook = self.name(*crook)
            ),
            Action::Roll(r) => {
                let hassled = self.crooks.get(r.character).is_some_and(|c| c.hassled);
                let row = table_row(
                    Side::Crook,
                    white_kept(&pair(&r.dice, &r.placement)),
                    hassled,
                );
                msg!(
                    "keystone-did-roll",
                    round = self.round,
                    crook = self.name(r.character),
                    intent = r.intent.msg(),
                    row = row.words()
                )
            }
        }
    }

    fn progress(&self) -> Msg {
        match self.stage {
            Stage::Setup => msg!("keystone-progress-not-set-up"),
            Stage::Planning => msg!(
                "keystone-progress-planning",
                phase = self.plan.phases.len() + 1,
                phases = self.plan.complexity
            ),
            Stage::Play => msg!(
                "keystone-progress",
                round = self.round,
                done = self.plan.phases.iter().filter(|p| p.done).count(),
                phases = self.plan.phases.len(),
                cp = self.cp,
                ep = self.ep,
                target = self.plan.ep_target()
            ),
            Stage::Over(e) => msg!(
                "keystone-progress-over",
                ending = e.words(),
                cp = self.cp,
                ep = self.ep
            ),
        }
    }

    fn public_view(&self) -> KeystoneView {
        let focus = self.focus.and_then(|f| {
            let p = self.plan.phases.get(f)?;
            Some(FocusView {
                phase: f + 1,
                task: p.task.clone(),
                crook: self.name(p.crook),
                done: p.done,
            })
        });
        let next_planning =
            (self.stage == Stage::Planning && self.plan.complexity > 0).then(|| {
                let (planner, commenter) = self.plan.next_roles(self.crooks.len());
                (self.name(planner), self.name(commenter))
            });
        KeystoneView {
            stage: self.stage,
            crooks: self.crooks.clone(),
            plan: self.plan.clone(),
            next_planning,
            round: self.round,
            focus: if self.stage == Stage::Play {
                focus
            } else {
                None
            },
            yet_to_roll: (0..self.crooks.len())
                .filter(|&i| {
                    self.stage == Stage::Play && !self.rolled.get(i).copied().unwrap_or(true)
                })
                .map(|i| self.name(i))
                .collect(),
            caper_points: self.cp,
            enforcement_points: self.ep,
            enforcement_target: self.plan.ep_target(),
            last_roll: self.last_roll.clone(),
            house_rules: house_rule_labels(&self.house),
        }
    }
}
