//! One crook's turn through the resolver: who rolls and why (Focus, Assist, Prepare), the
//! Traits used, the six dice (rolled here or typed from the table), where the due tokens go,
//! which active triggers the raw dice show, and the pairing previewed before it is recorded.

use super::Message;
use crate::i18n::{Msg, decimal};
use crate::msg;
use crate::rules::Rules;
use crate::rules::keystone::{
    Action, Dice, DieColour, Intent, Keystone, Placement, Roll, Side, Stage, resolve,
};
use crate::t;
use crate::ui::style;
use crate::ui::table::keystone::{crook_board, headline, pairing, phase_line, said};
use iced::widget::{button, checkbox, column, container, radio, row, scrollable, text, text_input};
use iced::{Element, Fill};

/// The chance of each result for the tokens due, as far as it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Odds {
    /// Being worked out.
    Working,
    /// Rolls (of 46,656) keeping 3, 2, 1 and 0 white dice with the resolver's placement.
    Known([u32; 4]),
    /// Too many tokens to work them out quickly.
    TooMany,
}

impl Odds {
    /// The odds in words.
    fn words(self) -> String {
        match self {
            Odds::Working => t!("keystone-odds-working"),
            Odds::TooMany => t!("keystone-odds-too-many"),
            Odds::Known(counts) => {
                let pct = |n: u32| decimal(f64::from(n) * 100.0 / 46_656.0, 0);
                let achieved = counts[0] + counts[1] + counts[2];
                t!(
                    "keystone-odds",
                    achieved = pct(achieved),
                    three = pct(counts[0]),
                    two = pct(counts[1]),
                    one = pct(counts[2]),
                    missed = pct(counts[3])
                )
            }
        }
    }
}

/// The roll being entered.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    character: usize,
    intent: Intent,
    traits: Vec<usize>,
    white: String,
    black: String,
    /// Tokens placed by hand; `None` follows the resolver's suggestion as the dice change.
    placement: Option<Placement>,
    fired: Vec<usize>,
}

impl Default for Form {
    fn default() -> Self {
        Self {
            character: 0,
            intent: Intent::Focus,
            traits: Vec::new(),
            white: String::new(),
            black: String::new(),
            placement: None,
            fired: Vec::new(),
        }
    }
}

/// Three faces typed in any way ("632", "6 3 2", "6,3,2"), or nothing if they aren't three
/// faces from 1 to 6.
fn parse_dice(typed: &str) -> Option<[u8; 3]> {
    let faces: Vec<u8> = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .map(|c| c.to_digit(10).and_then(|d| u8::try_from(d).ok()))
        .collect::<Option<_>>()?;
    let faces: [u8; 3] = faces.try_into().ok()?;
    faces.iter().all(|d| (1..=6).contains(d)).then_some(faces)
}

impl Form {
    /// A fresh form for the next crook yet to roll this round, with the intent they must or
    /// usually take.
    pub fn next_turn(game: &Keystone) -> Self {
        let waiting = game.public_view().yet_to_roll;
        let character = game
            .crooks()
            .iter()
            .position(|c| waiting.contains(&c.name))
            .unwrap_or(0);
        let mut form = Self::default();
        form.choose(game, character);
        form
    }

    fn choose(&mut self, game: &Keystone, character: usize) {
        self.character = character;
        self.intent = if game.focus_crook() == Some(character) {
            Intent::Focus
        } else {
            Intent::Assist
        };
        self.traits.clear();
        self.fired.clear();
        self.placement = None;
    }

    /// Handles the roll form's messages.
    pub fn update(&mut self, message: Message, game: &Keystone) {
        match message {
            Message::RollerChosen(c) => self.choose(game, c),
            Message::IntentChosen(intent) => {
                self.intent = intent;
                self.placement = None;
            }
            Message::TraitUsed(t, on) => {
                self.traits.retain(|&x| x != t);
                if on {
                    self.traits.push(t);
                    self.traits.sort_unstable();
                } else if !self.trigger_active(game, t) {
                    self.fired.retain(|&x| x != t);
                }
                self.placement = None;
            }
            Message::WhiteTyped(s) => {
                self.white = s;
                self.placement = None;
            }
            Message::BlackTyped(s) => {
                self.black = s;
                self.placement = None;
            }
            Message::TokensTyped(colour, rank, typed) => {
                let count = match typed.trim() {
                    "" => Some(0),
                    t => t.parse::<u8>().ok().filter(|&n| n <= 6),
                };
                if let (Some(count), Some(dice)) = (count, self.dice()) {
                    let mut placement = self.placement(game, &dice);
                    let slot = match colour {
                        DieColour::White => placement.white.get_mut(rank),
                        DieColour::Black => placement.black.get_mut(rank),
                    };
                    if let Some(slot) = slot {
                        *slot = count;
                    }
                    self.placement = Some(placement);
                }
            }
            Message::SuggestPlacement => self.placement = None,
            Message::TriggerFired(t, on) => {
                self.fired.retain(|&x| x != t);
                if on {
                    self.fired.push(t);
                    self.fired.sort_unstable();
                }
            }
            _ => {}
        }
    }

    /// Rolls the six dice with the app's generator; the faces are then recorded in the action.
    pub fn roll_dice(&mut self, rng: &mut impl rand::Rng) {
        let dice = Dice::roll(rng);
        let faces = |d: [u8; 3]| d.map(|f| f.to_string()).join(" ");
        self.white = faces(dice.white);
        self.black = faces(dice.black);
        self.placement = None;
    }

    fn dice(&self) -> Option<Dice> {
        Some(Dice {
            white: parse_dice(&self.white)?,
            black: parse_dice(&self.black)?,
        })
    }

    fn placement(&self, game: &Keystone, dice: &Dice) -> Placement {
        self.placement.unwrap_or_else(|| {
            game.suggested_placement(self.character, self.intent, &self.traits, dice)
        })
    }

    fn trigger_active(&self, game: &Keystone, t: usize) -> bool {
        game.crooks()
            .get(self.character)
            .and_then(|c| c.traits.get(t))
            .is_some_and(|tr| tr.trigger_active)
    }

    /// Trait and Hassle tokens due on the roll as entered so far.
    pub fn tokens_due(&self, game: &Keystone) -> (u32, u32) {
        game.tokens_due(self.character, self.intent, &self.traits)
    }

    /// The roll as entered, or what is missing.
    pub fn action(&self, game: &Keystone) -> Result<Action, Msg> {
        let dice = self.dice().ok_or_else(|| msg!("keystone-type-dice"))?;
        Ok(Action::Roll(Roll {
            character: self.character,
            intent: self.intent,
            traits: self.traits.clone(),
            dice,
            placement: self.placement(game, &dice),
            triggers_fired: self.fired.clone(),
        }))
    }

    /// The play screen: the points, the roll form with its live pairing, the last roll, the
    /// crooks and the Master Plan.
    pub fn view<'a>(
        &'a self,
        game: &'a Keystone,
        status: String,
        odds: Odds,
    ) -> Element<'a, Message> {
        let view = game.public_view();
        let headline = headline(&view);
        let mut body = column![
            text(headline).size(style::HEADING).font(style::BOLD),
            text(t!(
                "keystone-points",
                cp = view.caper_points,
                ep = view.enforcement_points,
                target = view.enforcement_target
            ))
            .size(style::HEADING),
        ]
        .spacing(12);
        if view.stage == Stage::Play {
            body = body.push(
                container(self.form(game, &view.yet_to_roll, status, odds))
                    .padding(12)
                    .style(style::panel),
            );
        } else {
            body = body.push(text(status));
        }
        if let Some(last) = &view.last_roll {
            let who = game
                .crooks()
                .get(last.character)
                .map_or("?", |c| c.name.as_str());
            body = body.push(
                column![
                    text(t!(
                        "keystone-last-roll",
                        crook = who,
                        intent = last.intent.msg(),
                        row = last.resolution.row.words()
                    ))
                    .font(style::BOLD),
                    text(said(&last.effects, " · ")),
                ]
                .spacing(4),
            );
        }
        let phases = (0..view.plan.phases.len()).map(|i| text(phase_line(&view, i).0).into());
        body = body.push(
            row![
                column![
                    text(t!("keystone-crooks")).font(style::BOLD),
                    column(game.crooks().iter().map(|c| crook_board(c, style::BODY))).spacing(6)
                ]
                .spacing(6)
                .width(Fill),
                column![
                    text(t!(
                        "keystone-master-plan-of",
                        caper = game.plan().caper.as_str()
                    ))
                    .font(style::BOLD),
                    column(phases).spacing(2)
                ]
                .spacing(6)
                .width(Fill),
            ]
            .spacing(16),
        );
        body = body.push(column(
            view.house_rules
                .into_iter()
                .map(|rule| text(rule.now()).size(style::BODY - 2.0).into()),
        ));
        scrollable(body).into()
    }

    fn form<'a>(
        &'a self,
        game: &'a Keystone,
        waiting: &[String],
        status: String,
        odds: Odds,
    ) -> Element<'a, Message> {
        let crooks = game.crooks();
        let Some(crook) = crooks.get(self.character) else {
            return text(t!("keystone-no-crook")).into();
        };
        let who = row(crooks
            .iter()
            .enumerate()
            .filter(|(_, c)| waiting.contains(&c.name))
            .map(|(seat, c)| {
                radio(
                    c.name.as_str(),
                    seat,
                    Some(self.character),
                    Message::RollerChosen,
                )
                .into()
            }))
        .spacing(14);
        let intents: Element<'a, Message> = if game.focus_crook() == Some(self.character) {
            text(t!("keystone-is-focus-crook", crook = crook.name.as_str())).into()
        } else {
            row![
                radio(
                    t!("keystone-assist"),
                    Intent::Assist,
                    Some(self.intent),
                    Message::IntentChosen
                ),
                radio(
                    t!("keystone-prepare"),
                    Intent::Prepare,
                    Some(self.intent),
                    Message::IntentChosen
                ),
            ]
            .spacing(14)
            .into()
        };
        let traits = column(crook.traits.iter().enumerate().map(|(t, tr)| {
            let label = if tr.trigger_active {
                t!(
                    "keystone-trait-locked",
                    trait_name = tr.sheet.name.as_str(),
                    bonus = tr.sheet.bonus_tokens
                )
            } else {
                t!(
                    "keystone-trait",
                    trait_name = tr.sheet.name.as_str(),
                    bonus = tr.sheet.bonus_tokens
                )
            };
            checkbox(self.traits.contains(&t))
                .label(label)
                .on_toggle_maybe(
                    (!tr.trigger_active).then_some(move |on| Message::TraitUsed(t, on)),
                )
                .into()
        }))
        .spacing(4);
        let triggers = column(
            crook
                .traits
                .iter()
                .enumerate()
                .filter(|(t, tr)| tr.trigger_active || self.traits.contains(t))
                .map(|(t, tr)| {
                    checkbox(self.fired.contains(&t))
                        .label(t!(
                            "keystone-trigger-shows",
                            trait_name = tr.sheet.name.as_str(),
                            trigger = tr.sheet.trigger.as_str()
                        ))
                        .on_toggle(move |on| Message::TriggerFired(t, on))
                        .into()
                }),
        )
        .spacing(4);
        let (traits_due, hassle_due) = self.tokens_due(game);
        let dice_inputs = row![
            text(t!("keystone-white-dice")),
            text_input(&t!("keystone-dice-example", dice = "632"), &self.white)
                .on_input(Message::WhiteTyped)
                .width(110),
            text(t!("keystone-black-dice")),
            text_input(&t!("keystone-dice-example", dice = "541"), &self.black)
                .on_input(Message::BlackTyped)
                .on_submit(Message::RecordRoll)
                .width(110),
            button(text(t!("keystone-roll-dice"))).on_press(Message::RollDice),
        ]
        .spacing(10)
        .align_y(iced::Center);
        let mut form = column![
            row![text(t!("keystone-who-rolls")).font(style::BOLD), who]
                .spacing(14)
                .align_y(iced::Center),
            intents,
            traits,
            row![
                dice_inputs,
                button(text(t!("keystone-record-roll"))).on_press(Message::RecordRoll)
            ]
            .spacing(10)
            .align_y(iced::Center),
            text(status),
            text(t!(
                "keystone-due",
                traits = traits_due,
                hassles = hassle_due
            )),
            text(odds.words()),
        ]
        .spacing(8);
        if let Some(dice) = self.dice() {
            let placement = self.placement(game, &dice);
            let sorted = dice.sorted();
            let tokens_row = |colour: DieColour, label: String| {
                let (faces, counts) = match colour {
                    DieColour::White => (sorted.white, placement.white),
                    DieColour::Black => (sorted.black, placement.black),
                };
                row![text(label).width(230)]
                    .extend((0..3).map(|rank| {
                        row![
                            text(t!("keystone-on-face", face = faces[rank])),
                            text_input("0", &counts[rank].to_string())
                                .on_input(move |s| Message::TokensTyped(colour, rank, s))
                                .width(44),
                        ]
                        .spacing(4)
                        .align_y(iced::Center)
                        .into()
                    }))
                    .spacing(12)
                    .align_y(iced::Center)
            };
            let resolution = resolve(
                Side::Crook,
                crook.hassled,
                &dice,
                &placement,
                !self.fired.is_empty(),
            );
            let placed = if self.placement.is_none() {
                t!("keystone-placed-suggested")
            } else {
                t!("keystone-placed-by-hand")
            };
            form = form
                .push(text(placed))
                .push(tokens_row(DieColour::White, t!("keystone-trait-tokens")))
                .push(tokens_row(DieColour::Black, t!("keystone-hassle-tokens")))
                .push(
                    button(text(t!("keystone-suggested-placement"))).on_press_maybe(
                        self.placement
                            .is_some()
                            .then_some(Message::SuggestPlacement),
                    ),
                )
                .push(triggers)
                .push(pairing(&resolution.pairs, style::BODY + 4.0))
                .push(
                    text(if resolution.trigger_fired {
                        t!("keystone-row-trigger-fired", row = resolution.row.words())
                    } else {
                        resolution.row.words().now()
                    })
                    .size(style::HEADING)
                    .font(style::BOLD),
                );
        }
        form.into()
    }
}

#[cfg(test)]
mod tests {
    use super::parse_dice;

    #[test]
    fn typed_dice_read_in_any_spacing_and_refuse_non_faces() {
        assert_eq!(parse_dice("632"), Some([6, 3, 2]));
        assert_eq!(parse_dice("6, 3 2"), Some([6, 3, 2]));
        assert_eq!(parse_dice("6372"), None);
        assert_eq!(parse_dice("607"), None);
        assert_eq!(parse_dice("6x2"), None);
    }
}
