//! Murdero on the console: the setup, then one form per hand — card counts per value, not
//! card by card — with the score worked out live before it is recorded.

use super::session::{self, Session};
use super::style;
use crate::i18n::Msg;
use crate::rules::Rules;
use crate::rules::murdero::{
    Action as MurderoAction, Colour, HandEnding, HandEntry, HouseRules, Murdero, MurderoSetup,
    MurderoView, Outcome, PartnerDoubling, score_hand, stage,
};
use crate::{msg, t};
use iced::widget::{
    button, checkbox, column, container, pick_list, radio, row, scrollable, text, text_input,
};
use iced::{Element, Fill};

/// The Murdero screen: the game and the forms being filled in.
#[derive(Debug, Clone)]
pub struct Screen {
    session: Session<Murdero>,
    setup: SetupForm,
    /// The hand being entered, or the past hand being corrected.
    hand: HandEntry,
    /// The past hand being corrected (counting from 1), if any.
    editing: Option<usize>,
    /// What the rules said about the last attempt, or what was just done.
    status: Option<Msg>,
}

/// The setup form.
#[derive(Debug, Clone, PartialEq)]
struct SetupForm {
    names: [String; 4],
    partnership: bool,
    decks: u8,
    house: HouseRules,
}

/// Which row of a player's grid a count belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// Case cards in play of this colour.
    Case(Colour),
    /// Case cards left in hand (their colour doesn't matter for the score).
    InHand,
}

/// How the hand ended, as picked in the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Someone completed a case.
    CaseCompleted,
    /// Reverse Charges was played.
    ReverseCharges,
    /// The Case File ran out.
    CaseFileExhausted,
}

/// What the player did on the Murdero screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// A player's name in the setup form (seat 1–4, counting from 0).
    NameChanged(usize, String),
    /// Partner Murdero on or off.
    PartnershipToggled(bool),
    /// How many decks are shuffled together.
    DecksChosen(u8),
    /// The Real Estate house rule.
    RealEstateBeforeDoublingToggled(bool),
    /// The partnership doubling house rule.
    PartnerDoublingChosen(PartnerDoubling),
    /// Start the game with the setup form.
    Start,
    /// A count typed into a player's grid (player, row, value 1–5 counting from 0, text).
    CountTyped(usize, Row, usize, String),
    /// A Joker stands in a player's case of this colour.
    JokerToggled(usize, Colour, bool),
    /// Action cards left in a player's hand.
    ActionsTyped(usize, String),
    /// A player's Real Estate was in play at the end.
    RealEstateToggled(usize, bool),
    /// How the hand ended.
    EndingChosen(Ending),
    /// A player completed a case (several can, after an Alibi leaves).
    WinnerToggled(usize, bool),
    /// Who played Reverse Charges.
    ReverseChargesBy(usize),
    /// Record the hand (or the correction).
    Record,
    /// Load a past hand into the form to correct it.
    Edit(usize),
    /// Stop correcting and go back to a fresh hand.
    CancelEdit,
    /// Undo, redo or a jump in the history.
    History(session::Message),
    /// Back to the home screen.
    Home,
}

/// What the screen asks of the app.
pub type Action = crate::ui::screen::Action<Message>;

impl Screen {
    /// The screen for an open game.
    pub fn new(session: Session<Murdero>) -> Self {
        let hand = session
            .game()
            .blank_hand()
            .unwrap_or_else(|| HandEntry::blank(0));
        Self {
            session,
            setup: SetupForm {
                names: Default::default(),
                partnership: false,
                decks: 1,
                house: HouseRules::default(),
            },
            hand,
            editing: None,
            status: None,
        }
    }

    /// The game's session (for the app's shortcuts and the table).
    pub fn session(&self) -> &Session<Murdero> {
        &self.session
    }

    /// What the table window shows.
    pub fn public(&self) -> MurderoView {
        self.session.game().public_view()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::NameChanged(seat, name) => {
                if let Some(slot) = self.setup.names.get_mut(seat) {
                    *slot = name;
                }
            }
            Message::PartnershipToggled(on) => self.setup.partnership = on,
            Message::DecksChosen(decks) => self.setup.decks = decks,
            Message::RealEstateBeforeDoublingToggled(on) => {
                self.setup.house.real_estate_before_doubling = on;
            }
            Message::PartnerDoublingChosen(doubling) => {
                self.setup.house.partner_doubling = doubling
            }
            Message::Start => {
                let players: Vec<String> = self
                    .setup
                    .names
                    .iter()
                    .map(|n| n.trim().to_owned())
                    .filter(|n| !n.is_empty())
                    .collect();
                let setup = MurderoSetup {
                    players,
                    partnership: self.setup.partnership,
                    decks: self.setup.decks,
                    house: self.setup.house,
                };
                self.act(MurderoAction::Setup(setup));
            }
            Message::CountTyped(player, row, value, typed) => {
                if let (Some(count), Some(hand)) =
                    (parse_count(&typed), self.hand.players.get_mut(player))
                {
                    let slot = match row {
                        Row::Case(colour) => hand.cases[colour as usize].0.get_mut(value),
                        Row::InHand => hand.in_hand.get_mut(value),
                    };
                    if let Some(slot) = slot {
                        *slot = count;
                    }
                }
            }
            Message::JokerToggled(player, colour, on) => {
                if let Some(hand) = self.hand.players.get_mut(player) {
                    hand.jokers[colour as usize] = on;
                }
            }
            Message::ActionsTyped(player, typed) => {
                if let (Some(count), Some(hand)) =
                    (parse_count(&typed), self.hand.players.get_mut(player))
                {
                    hand.actions_in_hand = count;
                }
            }
            Message::RealEstateToggled(player, on) => {
                if let Some(hand) = self.hand.players.get_mut(player) {
                    hand.real_estate = on;
                }
            }
            Message::EndingChosen(ending) => {
                self.hand.ending = match ending {
                    Ending::CaseCompleted => HandEnding::CaseCompleted {
                        winners: Vec::new(),
                    },
                    Ending::ReverseCharges => HandEnding::ReverseCharges { by: 0 },
                    Ending::CaseFileExhausted => HandEnding::CaseFileExhausted,
                };
            }
            Message::WinnerToggled(player, on) => {
                if let HandEnding::CaseCompleted { winners } = &mut self.hand.ending {
                    winners.retain(|&w| w != player);
                    if on {
                        winners.push(player);
                        winners.sort_unstable();
                    }
                }
            }
            Message::ReverseChargesBy(player) => {
                self.hand.ending = HandEnding::ReverseCharges { by: player };
            }
            Message::Record => {
                let entry = self.hand.clone();
                let action = match self.editing {
                    Some(hand) => MurderoAction::EditHand { hand, entry },
                    None => MurderoAction::RecordHand(entry),
                };
                self.act(action);
            }
            Message::Edit(number) => {
                if let Some(entry) = self.session.game().hands().get(number.wrapping_sub(1)) {
                    self.hand = entry.clone();
                    self.editing = Some(number);
                    self.status = Some(msg!("murdero-correcting-status", hand = number));
                }
            }
            Message::CancelEdit => self.fresh_hand(),
            Message::History(message) => {
                self.status = self.session.update(message);
                self.fresh_hand_keeping_status();
            }
            Message::Home => return Action::Home,
        }
        Action::None
    }

    fn act(&mut self, action: MurderoAction) {
        let starts_the_game = matches!(action, MurderoAction::Setup(_));
        match self.session.act(action) {
            Ok(result) => {
                self.status = Some(match result {
                    Outcome::Won { name, .. } => msg!("murdero-wins-the-game", side = name),
                    Outcome::Recorded if starts_the_game => msg!("murdero-game-on"),
                    Outcome::Recorded => msg!("murdero-recorded"),
                });
                self.fresh_hand_keeping_status();
            }
            Err(refusal) => self.status = Some(refusal.reason().clone()),
        }
    }

    fn fresh_hand(&mut self) {
        self.status = None;
        self.fresh_hand_keeping_status();
    }

    fn fresh_hand_keeping_status(&mut self) {
        self.editing = None;
        self.hand = self
            .session
            .game()
            .blank_hand()
            .unwrap_or_else(|| HandEntry::blank(0));
    }

    /// The screen.
    pub fn view(&self) -> Element<'_, Message> {
        let body = match self.session.game().setup() {
            None => self.setup_view(),
            Some(setup) => self.play_view(setup),
        };
        self.session.frame(body, Message::History, Message::Home)
    }

    fn setup_view(&self) -> Element<'_, Message> {
        let form = &self.setup;
        let names = (0..4).map(|seat| {
            text_input(
                &t!("murdero-player-placeholder", seat = seat + 1),
                &form.names[seat],
            )
            .on_input(move |name| Message::NameChanged(seat, name))
            .on_submit(Message::Start)
            .id(format!("murdero-name-{seat}"))
            .width(320)
            .into()
        });
        let mut house = column![
            text(t!("murdero-house-rules")).font(style::BOLD),
            checkbox(form.house.real_estate_before_doubling)
                .label(t!("murdero-real-estate-before"))
                .on_toggle(Message::RealEstateBeforeDoublingToggled),
        ]
        .spacing(8);
        if form.partnership {
            house = house.push(
                column![
                    radio(
                        t!("murdero-whole-team"),
                        PartnerDoubling::WholeTeam,
                        Some(form.house.partner_doubling),
                        Message::PartnerDoublingChosen
                    ),
                    radio(
                        t!("murdero-completer-only"),
                        PartnerDoubling::CompleterOnly,
                        Some(form.house.partner_doubling),
                        Message::PartnerDoublingChosen
                    ),
                ]
                .spacing(6),
            );
        }
        scrollable(
            column![
                text(t!("murdero-new-game"))
                    .size(style::TITLE)
                    .font(style::BOLD),
                text(t!("murdero-setup-help")),
                column(names).spacing(8),
                checkbox(form.partnership)
                    .label(t!("murdero-partnership"))
                    .on_toggle(Message::PartnershipToggled),
                row![
                    text(t!("murdero-decks")),
                    pick_list([1u8, 2, 3, 4], Some(form.decks), Message::DecksChosen),
                ]
                .spacing(10)
                .align_y(iced::Center),
                house,
                self.status_line(),
                button(text(t!("murdero-start"))).on_press(Message::Start),
            ]
            .spacing(14),
        )
        .into()
    }

    fn play_view<'a>(&'a self, setup: &'a MurderoSetup) -> Element<'a, Message> {
        let game = self.session.game();
        let view = game.public_view();
        let standings = row(view.sides.iter().zip(&view.totals).map(|(side, total)| {
            text(format!("{side}: {total}"))
                .size(style::HEADING)
                .font(style::BOLD)
                .into()
        }))
        .spacing(24);
        let ledger = column(view.hands.iter().map(|hand| {
            let scores: Vec<String> = hand
                .scores
                .iter()
                .map(|s| format!("{} {:+}", s.side, s.points))
                .collect();
            text(t!(
                "murdero-ledger-hand",
                hand = hand.number,
                scores = scores.join(" · ")
            ))
            .into()
        }))
        .spacing(4);
        let title = match (self.editing, &view.winner) {
            (Some(number), _) => t!("murdero-correcting", hand = number),
            (None, Some(winner)) => t!("murdero-won-the-game", side = winner.as_str()),
            (None, None) => t!("murdero-hand", hand = game.hands().len() + 1),
        };
        let players = setup
            .players
            .iter()
            .enumerate()
            .map(|(seat, name)| self.player_grid(seat, name));
        let record_label = if self.editing.is_some() {
            t!("murdero-save-correction")
        } else {
            t!("murdero-record-hand")
        };
        let mut buttons = row![
            text(title)
                .size(style::HEADING)
                .font(style::BOLD)
                .width(Fill),
            button(text(t!("murdero-with-enter", action = record_label))).on_press(Message::Record),
        ]
        .spacing(8)
        .align_y(iced::Center);
        if self.editing.is_some() {
            buttons = buttons
                .push(button(text(t!("murdero-cancel-correction"))).on_press(Message::CancelEdit));
        } else if !view.hands.is_empty() {
            let numbers: Vec<HandNumber> = (1..=view.hands.len()).map(HandNumber).collect();
            buttons = buttons.push(
                pick_list(numbers, None::<HandNumber>, |HandNumber(n)| {
                    Message::Edit(n)
                })
                .placeholder(t!("murdero-correct-a-hand")),
            );
        }
        let form = column![
            buttons,
            self.status_line(),
            text(t!(
                "murdero-count-help",
                stages = (1u8..=5)
                    .map(|value| format!("{value} {}", stage(value).now()))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
            iced::widget::Row::with_children(players).spacing(12).wrap(),
            self.ending_form(setup),
            self.preview(setup),
        ]
        .spacing(12);
        scrollable(
            column![
                row![
                    standings,
                    text(t!("murdero-first-to", target = view.target))
                ]
                .spacing(24)
                .align_y(iced::Center),
                container(form).padding(12).style(style::panel),
                text(t!("murdero-hands-so-far")).font(style::BOLD),
                ledger,
            ]
            .spacing(12),
        )
        .into()
    }

    fn player_grid<'a>(&'a self, seat: usize, name: &'a str) -> Element<'a, Message> {
        let Some(hand) = self.hand.players.get(seat) else {
            return text("").into();
        };
        let header = row![text("").width(110)]
            .extend((0..5).map(|v| text(format!("{}", v + 1)).width(40).into()))
            .spacing(4);
        let cell = move |row_kind: Row, value: usize, count: u8| -> Element<'a, Message> {
            count_field(count)
                .on_input(move |typed| Message::CountTyped(seat, row_kind, value, typed))
                .into()
        };
        let colour_rows = Colour::ALL.into_iter().map(|colour| {
            let case = hand.case(colour);
            row![text(capitalised(&colour.msg().now())).width(110)]
                .extend((0..5).map(|v| cell(Row::Case(colour), v, case.0[v])))
                .push(
                    checkbox(hand.jokers[colour as usize])
                        .label(t!("murdero-joker"))
                        .on_toggle(move |on| Message::JokerToggled(seat, colour, on)),
                )
                .spacing(4)
                .align_y(iced::Center)
                .into()
        });
        let in_hand = row![text(t!("murdero-in-hand")).width(110)]
            .extend((0..5).map(|v| cell(Row::InHand, v, hand.in_hand[v])))
            .spacing(4)
            .align_y(iced::Center);
        container(
            column![
                text(name).font(style::BOLD),
                header,
                column(colour_rows).spacing(4),
                in_hand,
                row![
                    text(t!("murdero-action-cards")),
                    count_field(hand.actions_in_hand)
                        .on_input(move |typed| Message::ActionsTyped(seat, typed)),
                    checkbox(hand.real_estate)
                        .label(t!("murdero-real-estate"))
                        .on_toggle(move |on| Message::RealEstateToggled(seat, on)),
                ]
                .spacing(8)
                .align_y(iced::Center),
            ]
            .spacing(4),
        )
        .padding(8)
        .style(style::panel)
        .into()
    }

    fn ending_form<'a>(&'a self, setup: &'a MurderoSetup) -> Element<'a, Message> {
        let chosen = match self.hand.ending {
            HandEnding::CaseCompleted { .. } => Ending::CaseCompleted,
            HandEnding::ReverseCharges { .. } => Ending::ReverseCharges,
            HandEnding::CaseFileExhausted => Ending::CaseFileExhausted,
        };
        let choice = |label, ending| radio(label, ending, Some(chosen), Message::EndingChosen);
        let who: Element<'a, Message> = match &self.hand.ending {
            HandEnding::CaseCompleted { winners } => {
                row(setup.players.iter().enumerate().map(|(seat, name)| {
                    checkbox(winners.contains(&seat))
                        .label(name.as_str())
                        .on_toggle(move |on| Message::WinnerToggled(seat, on))
                        .into()
                }))
                .spacing(12)
                .into()
            }
            HandEnding::ReverseCharges { by } => {
                row(setup.players.iter().enumerate().map(|(seat, name)| {
                    radio(name.as_str(), seat, Some(*by), Message::ReverseChargesBy).into()
                }))
                .spacing(12)
                .into()
            }
            HandEnding::CaseFileExhausted => text(t!("murdero-nobody-doubles")).into(),
        };
        column![
            text(t!("murdero-how-ended")).font(style::BOLD),
            row![
                choice(t!("murdero-case-completed"), Ending::CaseCompleted),
                choice(t!("murdero-reverse-charges"), Ending::ReverseCharges),
                choice(t!("murdero-case-file-ran-out"), Ending::CaseFileExhausted),
            ]
            .spacing(16),
            who,
        ]
        .spacing(8)
        .into()
    }

    /// The hand's score as it would be recorded, every point explained.
    fn preview<'a>(&'a self, setup: &'a MurderoSetup) -> Element<'a, Message> {
        if let Err(refusal) = self.hand.check(setup) {
            return text(t!("murdero-not-yet", refusal = refusal.reason().clone())).into();
        }
        let sides = score_hand(setup, &self.hand).into_iter().map(|side| {
            let lines = side
                .lines
                .iter()
                .map(|line| format!("{:+} {}", line.points, line.reason.now()))
                .collect::<Vec<_>>()
                .join("\n");
            column![
                text(if side.won {
                    t!(
                        "murdero-side-won-hand",
                        side = side.side.as_str(),
                        points = format!("{:+}", side.points)
                    )
                } else {
                    format!("{}: {:+}", side.side, side.points)
                })
                .font(style::BOLD),
                text(lines),
            ]
            .spacing(2)
            .width(Fill)
            .into()
        });
        row(sides).spacing(16).into()
    }

    fn status_line(&self) -> Element<'_, Message> {
        text(self.status.as_ref().map(Msg::now).unwrap_or_default()).into()
    }
}

/// A past hand, as offered for correction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HandNumber(usize);

impl std::fmt::Display for HandNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Drawn by the pick list at every frame, so in the language spoken now.
        f.write_str(&t!("murdero-correct-hand", hand = self.0))
    }
}

/// A card count's field: empty while none, so the placeholder shows.
fn count_field<'a>(count: u8) -> iced::widget::TextInput<'a, Message> {
    let shown = if count == 0 {
        String::new()
    } else {
        count.to_string()
    };
    text_input("0", &shown).width(40)
}

/// A typed card count: empty means none; anything but a small number is ignored.
fn parse_count(typed: &str) -> Option<u8> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Some(0);
    }
    typed.parse::<u8>().ok().filter(|&n| n <= 99)
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
