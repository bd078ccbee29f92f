//! Setting up: layout, mode and motives, then either Alibi deals (the cards to lay out, the
//! secret draws shown once) or the players enter what they drew with the physical cards.

use super::{BlockChoice, Message, Screen, Secret, card_words};
use crate::plays::intent::{detective, murderer};
use crate::plays::{Level, Seats, Side, decision_rng};
use crate::rules::intent::city::{all_blocks, block_msg};
use crate::rules::intent::{
    Action as IntentAction, Block, Civilian, Group, Layout, Mode, Motive, deal,
};
use crate::t;
use crate::ui::style;
use iced::widget::{
    button, checkbox, column, container, pick_list, radio, row, scrollable, text, text_input,
};
use iced::{Element, Fill};

/// Why Alibi doesn't play Intuition mode.
const INTUITION_DECLINED: &str = "Alibi plays a side in Logic mode only: the Intuition cards \
    are not all known, so a program can't play them honestly. Choose Logic to play against \
    Alibi.";

/// `what` of the Supporters' pick in [`decision_rng`].
const SUPPORTERS: u64 = 21;

/// A seat in the "who plays" lists: a person (`None`) or Alibi at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seat(Option<Level>);

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            None => f.write_str("a person"),
            Some(level) => write!(f, "Alibi, {level}"),
        }
    }
}

/// The setup form.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Form {
    layout: Layout,
    mode: Mode,
    motives: Vec<Motive>,
    detective: Option<Block>,
    /// Entering the physical cards instead of letting Alibi deal.
    entering: bool,
    /// The civilians typed for each block, comma-separated.
    typed: Vec<String>,
    murderer: Option<Civilian>,
    poi: Option<Civilian>,
    motive: Option<Motive>,
}

impl Form {
    pub(super) fn new(layout: Layout, mode: Mode) -> Self {
        Form {
            layout,
            mode,
            motives: layout.motives(mode),
            detective: None,
            entering: false,
            typed: vec![String::new(); all_blocks().count()],
            murderer: None,
            poi: None,
            motive: None,
        }
    }

    /// The civilians typed for a block: those recognised, and the words that weren't.
    fn read_block(&self, block: Block) -> (Vec<Civilian>, Vec<String>) {
        let typed = self
            .typed
            .get(usize::from(block))
            .map_or("", String::as_str);
        let mut found = Vec::new();
        let mut unknown = Vec::new();
        for word in typed.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match Civilian::parse(&word.replace(' ', "-")) {
                Some(c) => found.push(c),
                None => unknown.push(word.to_owned()),
            }
        }
        (found, unknown)
    }

    fn entered(&self) -> Vec<Civilian> {
        all_blocks().flat_map(|b| self.read_block(b).0).collect()
    }
}

impl Screen {
    pub(super) fn setup(&mut self, message: Message) {
        let form = &mut self.form;
        match message {
            Message::LayoutChosen(layout) => {
                form.layout = layout;
                form.motives = layout.motives(form.mode);
            }
            Message::ModeChosen(mode) => {
                form.mode = mode;
                form.motives = form.layout.motives(mode);
            }
            Message::MotiveToggled(motive, on) => {
                form.motives.retain(|&m| m != motive);
                if on {
                    form.motives.push(motive);
                }
            }
            Message::RecommendedMotives => form.motives = form.layout.motives(form.mode),
            Message::EnterCards(on) => form.entering = on,
            Message::BlockTyped(block, typed) => {
                if let Some(slot) = form.typed.get_mut(usize::from(block)) {
                    *slot = typed;
                }
            }
            Message::MurdererChosen(c) => form.murderer = Some(c),
            Message::PoiChosen(c) => form.poi = Some(c),
            Message::MotiveChosen(m) => form.motive = Some(m),
            Message::Deal => self.deal(),
            Message::RecordCards => self.record_cards(),
            Message::ShowSecret => self.secret = Secret::Showing,
            Message::SupportersChosen(group) => {
                self.act(IntentAction::Supporters(group), |_| {
                    format!("Supporters: {group}. Press \"Got it\" to turn the cards face down.")
                });
            }
            Message::GotIt => {
                self.secret = Secret::Seen;
                self.status = None;
            }
            Message::DetectiveStartChosen(block) => form.detective = Some(block),
            Message::Start => self.start(),
            _ => {}
        }
    }

    fn motives_ready(&mut self) -> bool {
        let wanted = self.form.mode.motive_count();
        if self.form.motives.len() == wanted {
            true
        } else {
            self.status = Some(format!(
                "Pick exactly {wanted} motives ({} picked).",
                self.form.motives.len()
            ));
            false
        }
    }

    fn deal(&mut self) {
        if !self.motives_ready() {
            return;
        }
        let seats = self.chosen_seats();
        if seats.is_some() && self.form.mode == Mode::Intuition {
            self.status = Some(INTUITION_DECLINED.into());
            return;
        }
        // Who plays what is fixed before the first card is dealt, with the seed of Alibi's
        // decisions.
        self.session.set_seats(seats.clone());
        let form = &self.form;
        let dealt = deal(form.layout, form.mode, &form.motives, &mut rand::rng());
        match seats.as_ref().and_then(|s| s.level(Side::Murderer)) {
            Some(level) => {
                // Alibi deals its own secret cards and picks its Supporters unseen.
                if dealt.into_iter().all(|a| self.act_for_alibi(a)) {
                    let game = self.session.game();
                    if let (Some(offered), Some(seats)) = (game.offered(), self.seats()) {
                        let moment = self.session.record().actions().len() as u64;
                        let mut rng = decision_rng(seats.seed, moment, SUPPORTERS);
                        let group = murderer::supporters(level, game, offered, &mut rng);
                        self.act_for_alibi(IntentAction::Supporters(group));
                    }
                    self.secret = Secret::Seen;
                    self.status = Some(
                        "Dealt. Lay out the cards below; Alibi keeps the Murderer's cards face \
                         down. Put the Social Group tokens aside: Alibi's bag draws them."
                            .into(),
                    );
                }
            }
            None => {
                if self.act_all(dealt) {
                    self.secret = Secret::Hidden;
                    self.status = Some(if seats.is_some() {
                        "Dealt. Lay out the cards below, then look at your secret cards. Put \
                         the Social Group tokens aside: Alibi's bag draws them."
                            .into()
                    } else {
                        "Dealt. Detective: lay out the cards below. Murderer: look at your \
                         secret cards when the Detective looks away."
                            .into()
                    });
                }
            }
        }
    }

    /// The sides chosen for Alibi, with a fresh seed for its decisions.
    fn chosen_seats(&self) -> Option<Seats> {
        let [murderer, detective] = self.alibi.chosen;
        let (side, level) = match (murderer, detective) {
            (Some(level), _) => (Side::Murderer, level),
            (None, Some(level)) => (Side::Detective, level),
            (None, None) => return None,
        };
        Some(Seats::alibi(side, level, rand::random()))
    }

    fn record_cards(&mut self) {
        if !self.motives_ready() {
            return;
        }
        let form = &self.form;
        if let Some((block, unknown)) = all_blocks()
            .map(|b| (b, form.read_block(b).1))
            .find(|(_, unknown)| !unknown.is_empty())
        {
            self.status = Some(t!(
                "intent-setup-unknown-civilian",
                block = block_msg(block),
                names = unknown.join(", ")
            ));
            return;
        }
        let (Some(murderer), Some(poi), Some(motive)) = (form.murderer, form.poi, form.motive)
        else {
            self.status =
                Some("Choose the Murderer, the Person of Interest and the motive.".into());
            return;
        };
        let mut actions = vec![
            IntentAction::Mode(form.mode),
            IntentAction::Layout(form.layout),
            IntentAction::Motives(form.motives.clone()),
        ];
        actions.extend(all_blocks().map(|b| IntentAction::Place(b, form.read_block(b).0)));
        actions.extend([
            IntentAction::Murderer(murderer),
            IntentAction::Poi(poi),
            IntentAction::Motive(motive),
        ]);
        if self.act_all(actions) {
            // The Murderer drew the tokens by hand: no offer is recorded, so any group may be
            // the one they kept.
            self.secret = Secret::Showing;
            self.status = Some("Recorded. Pick the Supporters you kept.".into());
        }
    }

    /// Takes setup actions in order, stopping at the first refusal.
    fn act_all(&mut self, actions: Vec<IntentAction>) -> bool {
        actions
            .into_iter()
            .all(|action| self.act(action, |_| String::new()))
    }

    fn start(&mut self) {
        let block = match (self.alibi_level(Side::Detective), self.seats()) {
            (Some(level), Some(seats)) => {
                let moment = self.session.record().actions().len() as u64;
                let mut rng = decision_rng(seats.seed, moment, Side::Detective as u64);
                Some(detective::start(level, &mut rng))
            }
            _ => self.form.detective,
        };
        let Some(block) = block else {
            self.status = Some("Detective: choose the block for your marker first.".into());
            return;
        };
        if self.act(IntentAction::Detective(block), |_| String::new()) {
            self.act_quietly(IntentAction::Start);
        }
    }

    pub(super) fn setup_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let body = if game.murderer().is_none() {
            self.choices_view()
        } else {
            self.dealt_view()
        };
        scrollable(
            column![
                text("New game of Intent to Kill")
                    .size(style::TITLE)
                    .font(style::BOLD),
                self.status_line(),
                body,
            ]
            .spacing(14)
            .padding([0, 12]),
        )
        .into()
    }

    fn choices_view(&self) -> Element<'_, Message> {
        let form = &self.form;
        let motives = iced::widget::Row::with_children(Motive::ALL.into_iter().map(|m| {
            checkbox(form.motives.contains(&m))
                .label(m.name())
                .on_toggle(move |on| Message::MotiveToggled(m, on))
                .width(130)
                .into()
        }))
        .spacing(8)
        .wrap();
        let mode = |label, m| radio(label, m, Some(form.mode), Message::ModeChosen);
        let alibi_plays = self.alibi.chosen.iter().any(Option::is_some);
        let how: Element<'_, Message> = if alibi_plays {
            column![
                button(text("Alibi deals")).on_press(Message::Deal),
                text(
                    "Alibi deals: it picks the 20 civilians and their blocks to lay out, and \
                     draws the Murderer, the Person of Interest, the motive and three Social \
                     Group tokens in secret; its bag draws every token in the City phase."
                ),
            ]
            .spacing(8)
            .into()
        } else if form.entering {
            self.cards_entry()
        } else {
            column![
                row![
                    button(text("Alibi deals")).on_press(Message::Deal),
                    button(text("We drew the cards")).on_press(Message::EnterCards(true)),
                ]
                .spacing(10),
                text(
                    "Alibi deals: Alibi picks the 20 civilians and their blocks for the Detective \
                     to lay out, and draws the Murderer, the Person of Interest, the motive and \
                     three Social Group tokens in secret."
                ),
            ]
            .spacing(8)
            .into()
        };
        column![
            self.seats_view(),
            row![
                text("Layout").font(style::BOLD),
                pick_list(Layout::ALL, Some(form.layout), Message::LayoutChosen),
                mode("Logic (6 motives)", Mode::Logic),
                mode("Intuition (8 motives, cards)", Mode::Intuition),
            ]
            .spacing(14)
            .align_y(iced::Center),
            row![
                text(format!(
                    "Motives in play ({} of {})",
                    form.motives.len(),
                    form.mode.motive_count()
                ))
                .font(style::BOLD),
                button(text(format!("Recommended for {}", form.layout)))
                    .on_press(Message::RecommendedMotives),
            ]
            .spacing(14)
            .align_y(iced::Center),
            motives,
            how,
        ]
        .spacing(12)
        .into()
    }

    fn cards_entry(&self) -> Element<'_, Message> {
        let form = &self.form;
        let wanted = form.layout.civilians_per_block();
        let blocks = iced::widget::Row::with_children(all_blocks().map(|b| {
            let (found, unknown) = form.read_block(b);
            let check = if unknown.is_empty() {
                format!("{} of {}", found.len(), wanted[usize::from(b)])
            } else {
                format!("unknown: {}", unknown.join(", "))
            };
            column![
                text(format!("{} ({check})", block_msg(b).now())).size(style::BODY - 2.0),
                text_input("e.g. Cat Lady, Paperboy", &form.typed[usize::from(b)])
                    .on_input(move |typed| Message::BlockTyped(b, typed))
                    .width(200),
            ]
            .spacing(2)
            .into()
        }))
        .spacing(10)
        .wrap();
        let entered = form.entered();
        column![
            text("Type the civilians the Detective placed in each block (names as printed, commas between).")
                .font(style::BOLD),
            blocks,
            row![
                text("Murderer"),
                pick_list(entered.clone(), form.murderer, Message::MurdererChosen)
                    .placeholder("civilian"),
                text("Person of Interest"),
                pick_list(entered, form.poi, Message::PoiChosen)
                    .placeholder("civilian"),
                text("Motive"),
                pick_list(form.motives.clone(), form.motive, Message::MotiveChosen)
                    .placeholder("motive"),
            ]
            .spacing(10)
            .align_y(iced::Center),
            row![
                button(text("Record the cards")).on_press(Message::RecordCards),
                button(text("Back: let Alibi deal")).on_press(Message::EnterCards(false)),
            ]
            .spacing(10),
        ]
        .spacing(10)
        .into()
    }

    /// After the deal: the cards to lay out, the secret look, the Detective's block, start.
    fn dealt_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let layout = game.layout();
        let lines = all_blocks().map(|b| {
            let here: Vec<&str> = game
                .dealt()
                .iter()
                .filter(|(_, at)| *at == b)
                .map(|(c, _)| c.name())
                .collect();
            text(format!("{}: {}", block_msg(b).now(), here.join(", "))).into()
        });
        let buildings: Vec<String> = layout
            .buildings()
            .iter()
            .map(|(kind, b)| t!("intent-setup-building", building = kind.msg(), number = *b))
            .collect();
        let cards = container(
            column![
                text("Detective: take these 20 civilian cards out of the box and place them")
                    .size(style::BODY + 2.0)
                    .font(style::BOLD),
                text(format!("{} · buildings: {}", layout, buildings.join(", "))),
                column(lines).spacing(2),
            ]
            .spacing(6),
        )
        .padding(12)
        .style(style::panel);
        let blocks: Vec<BlockChoice> = all_blocks().map(BlockChoice).collect();
        if self.seats().is_some() {
            return row![
                cards.width(iced::FillPortion(1)),
                container(self.alibi_start_view()).width(iced::FillPortion(1)),
            ]
            .spacing(14)
            .into();
        }
        let start = column![
            text("Detective: put your marker on any block, then start (once the Murderer has seen the secret cards).").font(style::BOLD),
            row![
                pick_list(
                    blocks,
                    self.form.detective.map(BlockChoice),
                    |BlockChoice(b)| Message::DetectiveStartChosen(b)
                )
                .placeholder("choose a block"),
                button(text("Start the game")).on_press_maybe(
                    (self.secret == Secret::Seen && game.supporters().is_some())
                        .then_some(Message::Start)
                ),
            ]
            .spacing(10)
            .align_y(iced::Center),
        ]
        .spacing(8);
        row![
            cards.width(iced::FillPortion(1)),
            column![self.secret_view(), start]
                .spacing(14)
                .width(iced::FillPortion(1)),
        ]
        .spacing(14)
        .into()
    }

    /// Who plays each side: a person, or Alibi at a level.
    fn seats_view(&self) -> Element<'_, Message> {
        let [murderer, detective] = self.alibi.chosen;
        let choice = |side: Side, now: Option<Level>| {
            let options: Vec<Seat> = std::iter::once(Seat(None))
                .chain(Level::ALL.into_iter().map(|l| Seat(Some(l))))
                .collect();
            pick_list(options, Some(Seat(now)), move |Seat(level)| {
                Message::SeatChosen(side, level)
            })
        };
        let chosen = murderer.or(detective);
        let mut panel = column![
            row![
                text("Who plays?").font(style::BOLD),
                text("The Murderer"),
                choice(Side::Murderer, murderer),
                text("The Detective"),
                choice(Side::Detective, detective),
            ]
            .spacing(12)
            .align_y(iced::Center),
        ]
        .spacing(6);
        if let Some(level) = chosen {
            let (side, other) = if murderer.is_some() {
                (Side::Murderer, "the Detective")
            } else {
                (Side::Detective, "the Murderer")
            };
            let strength = crate::plays::intent::measured_win_rate(side, level)
                .map(|rate| {
                    format!(" In self-play it wins {rate} % of games against {other} at hard.")
                })
                .unwrap_or_default();
            panel = panel.push(text(format!(
                "Alibi plays {} at {level}: {}.{strength} Playing alone: Alibi holds its side's \
                 secrets, announces its moves for you to make on the board, and undo goes back \
                 to your last move.",
                side.title(),
                level.line()
            )));
            if self.form.mode == Mode::Intuition {
                panel = panel.push(text(INTUITION_DECLINED).font(style::BOLD));
            }
        }
        panel.into()
    }

    /// After Alibi dealt (or with Alibi as the Detective): what the person does before the
    /// start.
    fn alibi_start_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let blocks: Vec<BlockChoice> = all_blocks().map(BlockChoice).collect();
        if self.alibi_murderer() {
            return column![
                container(text(
                    "Alibi keeps the Murderer's cards face down: its civilian, the Person of \
                     Interest, the motive and the Supporters are sealed, and the table screen \
                     shows their fingerprint from the first round (alibi verify checks it after \
                     the game)."
                ))
                .padding(12)
                .style(style::panel),
                text("Detective: put your marker on any block, then start.").font(style::BOLD),
                row![
                    pick_list(
                        blocks,
                        self.form.detective.map(BlockChoice),
                        |BlockChoice(b)| Message::DetectiveStartChosen(b)
                    )
                    .placeholder("choose a block"),
                    button(text("Start the game")).on_press(Message::Start),
                ]
                .spacing(10)
                .align_y(iced::Center),
            ]
            .spacing(14)
            .into();
        }
        column![
            self.secret_view(),
            text("Alibi, the Detective, puts its marker on a block when you start.")
                .font(style::BOLD),
            button(text("Start the game")).on_press_maybe(
                (self.secret == Secret::Seen && game.supporters().is_some())
                    .then_some(Message::Start)
            ),
        ]
        .spacing(14)
        .into()
    }

    fn secret_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let body: Element<'_, Message> = match self.secret {
            Secret::Hidden => column![
                text("Murderer only: your secret cards are face down.").font(style::BOLD),
                button(text("Show the Murderer's secret cards")).on_press(Message::ShowSecret),
            ]
            .spacing(8)
            .into(),
            Secret::Seen => text(
                "The secret cards are face down. The Murderer can look again during the game \
                 (the \"Secrets\" tab).",
            )
            .into(),
            Secret::Showing => {
                let secrets = [
                    ("You are the", game.murderer()),
                    ("Your Person of Interest:", game.poi()),
                ]
                .into_iter()
                .filter_map(|(words, c)| {
                    c.map(|c| {
                        text(format!("{words} {}", card_words(c)))
                            .size(style::HEADING)
                            .font(style::BOLD)
                            .into()
                    })
                });
                let offered = game.offered();
                let groups: Vec<Group> = match offered {
                    Some(three) => three.to_vec(),
                    None => Group::ALL.to_vec(),
                };
                let chosen = game.supporters();
                let offer = iced::widget::Row::with_children(groups.into_iter().map(|g| {
                    let label = if chosen == Some(g) {
                        format!("✓ {g}")
                    } else {
                        g.to_string()
                    };
                    button(text(label))
                        .on_press(Message::SupportersChosen(g))
                        .into()
                }))
                .spacing(8)
                .wrap();
                column(secrets)
                    .push(
                        text(format!(
                            "Your motive: {}",
                            game.motive().map_or_else(String::new, |m| m.name())
                        ))
                        .size(style::HEADING)
                        .font(style::BOLD),
                    )
                    .push(text(if offered.is_some() {
                        "Choose your Supporters among the three Social Group tokens drawn \
                         (their civilians may lie for you when questioned):"
                    } else {
                        "Your Supporters: the Social Group token you kept:"
                    }))
                    .push(offer)
                    .push(
                        button(text("Got it — turn the cards face down"))
                            .on_press_maybe(chosen.map(|_| Message::GotIt)),
                    )
                    .spacing(8)
                    .into()
            }
        };
        container(body)
            .padding(12)
            .width(Fill)
            .style(style::warning_banner)
            .into()
    }
}
