//! Setup (rulebook "Setup"): board, Investigators, methods, residences, opening scenes,
//! house rules, then `start`.

use super::action::{BoardChoice, MethodChoice};
use super::board::{Board, Loc};
use super::evidence::Evidence;
use super::killer::Killer;
use super::outcome::Answer;
use super::scene::Culprit;
use super::settings::HouseRule;
use super::{Crimewave, Investigator, MAX_INVESTIGATORS, OPENING_SCENES, Phase};
use crate::msg;
use crate::rules::Refusal;
use std::sync::Arc;

impl Crimewave {
    fn in_setup(&self) -> Result<(), Refusal> {
        match self.phase {
            Phase::Setup => Ok(()),
            _ => Err(Refusal::new(msg!("crimewave-refuse-setup-over"))),
        }
    }

    fn opening_scenes(&self, killer: Killer) -> usize {
        self.scenes
            .iter()
            .filter(|s| s.opening && s.culprit == Culprit::Killer(killer))
            .count()
    }

    pub(super) fn choose_board(&mut self, choice: &BoardChoice) -> Result<Answer, Refusal> {
        self.in_setup()?;
        if self.killers.iter().any(|k| k.residence().is_some()) {
            return Err(Refusal::new(msg!("crimewave-refuse-board-fixed")));
        }
        let board = match choice {
            BoardChoice::StandIn => Board::stand_in(),
            BoardChoice::File { path, board } => {
                if path.trim() != path
                    || path.is_empty()
                    || path.contains(['#', '\n'])
                    || path.contains("=>")
                {
                    return Err(Refusal::new(msg!(
                        "crimewave-refuse-board-path",
                        path = path.as_str()
                    )));
                }
                board.clone()
            }
        };
        self.board = Some(Arc::new(board));
        Ok(Answer::Ok)
    }

    pub(super) fn seat_investigators(&mut self, names: &[String]) -> Result<Answer, Refusal> {
        self.in_setup()?;
        if names.is_empty() || names.len() > MAX_INVESTIGATORS {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-investigators",
                most = MAX_INVESTIGATORS,
                count = names.len()
            )));
        }
        for (i, name) in names.iter().enumerate() {
            if !is_one_word(name) {
                return Err(Refusal::new(msg!(
                    "crimewave-refuse-name",
                    name = name.as_str()
                )));
            }
            if names
                .iter()
                .skip(i + 1)
                .any(|other| other.eq_ignore_ascii_case(name))
            {
                return Err(Refusal::new(msg!(
                    "crimewave-refuse-same-name",
                    name = name.as_str()
                )));
            }
        }
        self.investigators = names
            .iter()
            .map(|name| Investigator {
                name: name.clone(),
                raids: 0,
            })
            .collect();
        Ok(Answer::Ok)
    }

    /// The method a choice names, as this game spells it.
    pub(super) fn resolve_method(&self, choice: &MethodChoice) -> Result<String, Refusal> {
        match choice {
            MethodChoice::Named(name) => self.known_method(name),
            MethodChoice::Face(face) => self
                .settings
                .method_for_face(*face)
                .map(String::from)
                .ok_or_else(|| Refusal::new(msg!("crimewave-refuse-face", face = *face))),
        }
    }

    pub(super) fn known_method(&self, name: &str) -> Result<String, Refusal> {
        self.settings
            .method_named(name)
            .map(String::from)
            .ok_or_else(|| {
                Refusal::new(msg!(
                    "crimewave-refuse-method",
                    name = name,
                    methods = self.settings.methods.join(", ")
                ))
            })
    }

    pub(super) fn choose_method(
        &mut self,
        killer: Killer,
        choice: &MethodChoice,
    ) -> Result<Answer, Refusal> {
        self.in_setup()?;
        if self.opening_scenes(killer) > 0 {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-method-fixed",
                killer = killer.msg()
            )));
        }
        let method = self.resolve_method(choice)?;
        self.killer_mut(killer).method = Some(method);
        Ok(Answer::Ok)
    }

    pub(super) fn choose_residence(&mut self, killer: Killer, loc: Loc) -> Result<Answer, Refusal> {
        self.in_setup()?;
        self.board_or_refuse()?;
        if self.opening_scenes(killer) > 0 {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-home-fixed",
                killer = killer.msg()
            )));
        }
        self.check_separation(killer, loc)?;
        let state = self.killer_mut(killer);
        state.residences = vec![loc];
        Ok(Answer::Ok)
    }

    pub(super) fn place_opening_scene(
        &mut self,
        killer: Killer,
        loc: Loc,
        evidence: Evidence,
    ) -> Result<Answer, Refusal> {
        self.in_setup()?;
        self.board_or_refuse()?;
        if self.killer(killer).method.is_none() {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-method-first",
                killer = killer.msg()
            )));
        }
        if self.opening_scenes(killer) >= OPENING_SCENES {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-scenes-done",
                killer = killer.msg(),
                count = OPENING_SCENES
            )));
        }
        self.check_site(killer, loc)?;
        self.place_scene(killer, loc, evidence, true);
        Ok(Answer::Ok)
    }

    pub(super) fn set_house_rule(&mut self, rule: &HouseRule) -> Result<Answer, Refusal> {
        self.in_setup()?;
        // A rule must read back from its own transcript line, which also checks its range.
        let (name, value) = rule.name_and_value();
        if HouseRule::parse(&name, &value).map_err(Refusal::new)? != *rule {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-rule-case",
                name = name.as_str(),
                value = value.as_str()
            )));
        }
        match rule {
            HouseRule::Methods(_) if self.killers.iter().any(|k| k.method.is_some()) => {
                return Err(Refusal::new(msg!("crimewave-refuse-methods-late")));
            }
            HouseRule::D8(table) => {
                let count = self.settings.methods.len();
                if let Some(&number) = table.iter().find(|&&n| usize::from(n) > count) {
                    return Err(Refusal::new(msg!(
                        "crimewave-refuse-d8-method",
                        number = number,
                        count = count
                    )));
                }
            }
            HouseRule::RandomKillingChance(_)
            | HouseRule::FullMoonChance(_)
            | HouseRule::EscapeChance(_) => {
                let mut after = self.settings.clone();
                after.set(rule);
                let total = after.killer_events.total();
                if total > 100 {
                    return Err(Refusal::new(msg!(
                        "crimewave-refuse-chances",
                        total = total
                    )));
                }
            }
            _ => {}
        }
        self.settings.set(rule);
        Ok(Answer::Ok)
    }

    pub(super) fn start(&mut self) -> Result<Answer, Refusal> {
        self.in_setup()?;
        self.board_or_refuse()?;
        if self.investigators.is_empty() {
            return Err(Refusal::new(msg!("crimewave-refuse-seat-first")));
        }
        for killer in Killer::ALL {
            let state = self.killer(killer);
            if state.method.is_none() {
                return Err(Refusal::new(msg!(
                    "crimewave-refuse-no-method-yet",
                    killer = killer.msg()
                )));
            }
            if state.residence().is_none() {
                return Err(Refusal::new(msg!(
                    "crimewave-refuse-no-home-yet",
                    killer = killer.msg()
                )));
            }
            let placed = self.opening_scenes(killer);
            if placed < OPENING_SCENES {
                return Err(Refusal::new(msg!(
                    "crimewave-refuse-scenes-missing",
                    killer = killer.msg(),
                    placed = placed,
                    count = OPENING_SCENES
                )));
            }
        }
        self.phase = Phase::Play;
        // The table's view of the opening: each scene could be any Killer's whose setup
        // method matches its tile, from that Killer's first home; the three homes were
        // chosen apart.
        for i in 0..self.scenes.len() {
            let method = self.scenes[i].method.clone();
            self.scenes[i].suspects = self.suspects_for(method.as_deref());
        }
        for (i, a) in Killer::ALL.into_iter().enumerate() {
            for b in Killer::ALL.into_iter().skip(i + 1) {
                self.apart.push(((a, 1), (b, 1)));
            }
        }
        Ok(Answer::Ok)
    }
}

/// A name a transcript can carry: one word, nothing the transcript format treats specially.
fn is_one_word(name: &str) -> bool {
    !name.is_empty() && !name.chars().any(|c| c.is_whitespace() || c == '#') && !name.contains("=>")
}
