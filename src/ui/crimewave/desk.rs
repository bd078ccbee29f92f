//! What any Crimewave console may draw without a secret, by type: a [`Desk`] holds the
//! table's `PublicView`, what the people typed and the words the console already said to
//! them, and nothing of the game itself. The public console (Alibi plays the Killers) is
//! drawn from a `Desk` alone (`public`); the Killer player's private console draws the same
//! parts from it and adds its own around them.

use super::forms::{self, Field, Fields, Form};
use super::house_rules::HouseRules;
use super::{Message, location_pick};
use crate::i18n::Msg;
use crate::plays::Announcement;
use crate::rules::crimewave::{Board, Loc, Phase, PublicView, city_msg};
use crate::t;
use crate::ui::style;
use crate::ui::table::crimewave::{killer_line, or_list, public_marks};
use crate::ui::widget::announcement;
use crate::ui::widget::board::{self as board_widget, Controls, Look, Marks, Photo};
use crate::ui::widget::camera::Camera;
use iced::widget::{Row, button, checkbox, column, container, row, text, text_input};
use iced::{Element, Fill};
use std::borrow::Cow;
use std::path::PathBuf;

/// The most places shown under the location field; the rest are counted.
const SHOWN: usize = 12;

/// Everything a console may show that holds no secret: the table's view, the people's own
/// typing, and what the console said back to them. Built by the screen after every change;
/// nothing in it can reach a residence, a culprit or a legal site, because none of its
/// types holds one.
pub(super) struct Desk<'a> {
    /// The game as the table sees it.
    pub view: &'a PublicView,
    /// What the fields hold.
    pub fields: &'a Fields,
    /// The form the people fill now, if any.
    pub form: Option<Form>,
    /// The forms they may pick, with their Alt letters.
    pub forms: &'static [(Form, char)],
    /// The form's fields as the engine would take them: the action in the table's words,
    /// or what is missing (the Investigators' own entries: the engine's refusals of them
    /// cite public facts only).
    pub verdict: Option<Result<Msg, String>>,
    /// What the people's last entry did, or why it was refused.
    pub status: Option<&'a Msg>,
    /// The answer just sent to the table.
    pub answer: Option<&'a Msg>,
    /// Alibi's part, when it plays the Killers.
    pub alibi: Option<AlibiDesk>,
    /// What the rules changed on their own with the last entry, for the board.
    pub moves: Option<&'a Announcement>,
    /// The house-rules panel's typing.
    pub house_rules: &'a HouseRules,
    /// The photo of the printed board, when the board traced from it is in play.
    pub photo: Option<&'a Photo>,
    /// The board's zoom and pan.
    pub zoom: Camera,
    /// The boards traced in the data folder, offered at setup.
    pub traced: &'a [(PathBuf, Result<Board, Msg>)],
    /// Where setup stands: its step, 0 (the board) to 5 (Start).
    pub setup_at: usize,
}

/// Alibi's part of a console: all of it public (who plays what, its instruction on show).
pub(super) struct AlibiDesk {
    /// Who plays what.
    pub seats: String,
    /// Working out a decision.
    pub thinking: bool,
    /// The instruction on show (with what the rules changed after the people's last entry).
    pub showing: Option<Announcement>,
    /// The people draw the evidence tile of the scene at this location and type it.
    pub tile_for: Option<Loc>,
    /// The people draw the evidence tiles themselves.
    pub people_draw: bool,
}

impl<'a> Desk<'a> {
    /// The board in play, once chosen.
    pub fn board(&self) -> Option<&'a Board> {
        self.view.board.as_deref()
    }

    /// The fields as the form reads them: a city's name (or part of one) typed in the
    /// location field stands for the first place it fits.
    pub fn filled(&self) -> Cow<'a, Fields> {
        location_pick::filled(self.fields, self.board())
    }

    /// The public marks of the board, with the location typed ringed.
    pub fn marks(&self) -> Marks {
        let mut marks = public_marks(self.view);
        marks.selected = self.filled().loc();
        marks
    }

    /// The places a form is about when they are public (a watch's spots, the scenes a tie,
    /// a verification or a card's evidence can name); `None` for the whole board.
    pub fn offered(&self, form: Form) -> Option<Vec<Loc>> {
        match form {
            Form::Watch => Some(self.view.eligible_watches.clone()),
            // A tie names an unsolved scene; a verification one with a tile still face down;
            // Evidence from a card goes on any scene.
            Form::Tie | Form::Verify | Form::AddEvidence => Some(
                self.view
                    .scenes
                    .iter()
                    .filter(|s| form != Form::Tie || s.solved_by.is_none())
                    .filter(|s| form != Form::Verify || s.evidence.iter().any(|t| !t.verified))
                    .map(|s| s.loc)
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The places the location field offers: what fits the typed text (the form's own
    /// places, `offered`, first), or the form's places, or with neither the whole board.
    pub fn places(&self, offered: Option<Vec<Loc>>) -> Vec<Loc> {
        location_pick::places(self.fields, self.board(), offered)
    }

    /// Under the location field: the places offered (the one picked stands out; a click
    /// picks one) and the keys that walk them.
    pub fn places_view(&self, offered: Option<Vec<Loc>>) -> Element<'a, Message> {
        let typed = !self.fields.loc_typed().trim().is_empty();
        let places = if typed || offered.is_some() {
            self.places(offered)
        } else {
            // The whole board is no help as buttons: the keys still walk it.
            Vec::new()
        };
        let picked = self.filled().loc();
        let board = self.board();
        let chips = places.iter().take(SHOWN).map(|&loc| {
            let city = board
                .and_then(|b| b.node(loc))
                .and_then(|n| n.city.as_deref());
            let label = match city {
                Some(city) => format!("{loc} {}", city_msg(city).now()),
                None => loc.to_string(),
            };
            button(text(label).size(style::BODY - 2.0))
                .style(if Some(loc) == picked {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::LocationChosen(loc))
                .into()
        });
        let keys = match (typed, places.len()) {
            (true, 0) => t!(
                "crimewave-pick-none",
                typed = self.fields.loc_typed().trim()
            ),
            (_, n) if n > SHOWN => t!("crimewave-pick-more", count = n - SHOWN),
            _ => t!("crimewave-pick-keys"),
        };
        column![
            Row::with_children(chips).spacing(6).wrap(),
            text(keys).size(style::BODY - 4.0),
        ]
        .spacing(4)
        .into()
    }

    /// The answer just sent to the table, large, with what the rules changed on the board
    /// with it in small type under it (the table screen says those large).
    pub fn answer_panel(&self) -> Option<Element<'a, Message>> {
        let changes = self.changes_said();
        if self.answer.is_none() && changes.is_empty() {
            return None;
        }
        let mut panel = column![].spacing(2);
        if let Some(answer) = self.answer {
            panel = panel
                .push(text(t!("crimewave-sent")).size(style::BODY))
                .push(
                    text(answer.now())
                        .size(style::HEADING * 1.3)
                        .font(style::BOLD),
                );
        }
        if !changes.is_empty() {
            // One short paragraph: the form below keeps its place on the screen.
            panel = panel.push(
                text(t!("crimewave-changes-said", changes = changes.join(" · ")))
                    .size(style::BODY - 3.0),
            );
        }
        Some(
            container(panel)
                .padding(10)
                .width(Fill)
                .style(style::panel)
                .into(),
        )
    }

    /// What the rules changed on their own with the last entry, as instructions for the
    /// board (none while Alibi's own instruction, which says them first, is on show).
    fn changes_said(&self) -> Vec<String> {
        if self.alibi.as_ref().is_some_and(|a| a.showing.is_some()) {
            return Vec::new();
        }
        self.moves
            .map(|moves| moves.steps.iter().map(Msg::now).collect())
            .unwrap_or_default()
    }

    /// Public Panic and the Victim Counter in one line.
    pub fn meters(&self) -> Element<'a, Message> {
        let view = self.view;
        text(t!(
            "crimewave-meters",
            panic = view.panic,
            max = view.panic_max,
            victims = view.victim_counter,
            length = view.victim_counter_length,
        ))
        .font(style::BOLD)
        .into()
    }

    /// Who the public expects the next raid from, once Public Panic rose.
    pub fn owes_raid(&self) -> Option<Element<'a, Message>> {
        let view = self.view;
        (view.panic_rose && !view.owes_next_raid.is_empty()).then(|| {
            text(t!(
                "crimewave-owes-raid",
                names = or_list(&view.owes_next_raid),
                count = view.owes_next_raid.len()
            ))
            .into()
        })
    }

    /// Each Killer's public line (method, status, Spook meter, case file), under the board.
    pub fn killers_panel(&self) -> Element<'a, Message> {
        let lines = self.view.killers.iter().map(|k| {
            text(killer_line(
                k.killer,
                k.method.as_deref(),
                k.status,
                k.spook,
                k.case_file,
            ))
            .size(style::BODY - 3.0)
            .font(style::BOLD)
            .into()
        });
        container(column(lines).spacing(4))
            .padding(6)
            .width(Fill)
            .style(style::panel)
            .into()
    }

    /// The buttons that pick a play form, each with its Alt letter; `current` stands out.
    pub fn form_picker(&self, current: Form) -> Element<'a, Message> {
        let buttons = self.forms.iter().map(|&(form, letter)| {
            let label = t!(
                "crimewave-form-button",
                letter = letter.to_ascii_uppercase().to_string(),
                form = form.title()
            );
            button(text(label).size(style::BODY - 3.0))
                .padding([3, 6])
                .style(if form == current {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::FormChosen(form))
                .into()
        });
        column![
            text(t!("crimewave-hold-alt")).size(style::BODY - 3.0),
            Row::with_children(buttons).spacing(4).wrap(),
        ]
        .spacing(2)
        .into()
    }

    /// A form's fields, each with its label, its quick choices (or the places a location may
    /// be, `offered` first), and the app's bag beside a drawn tile. `skip` leaves a field
    /// out (Alibi's Defense is revealed, not typed).
    pub fn fields_view(
        &self,
        form: Form,
        offered: Option<Vec<Loc>>,
        skip: Option<Field>,
    ) -> iced::widget::Column<'a, Message> {
        let mut page = column![].spacing(8);
        let view = self.view;
        let mut offered = Some(offered);
        for &field in form.fields() {
            if skip == Some(field) {
                continue;
            }
            let input = text_input(
                &forms::placeholder(field, &view.settings),
                self.fields.get(field),
            )
            .id(field.id())
            .on_input(move |value| Message::Typed(field, value))
            .on_submit(Message::Submit)
            .width(Fill);
            let quick: Element<'a, Message> = if field == Field::Loc {
                self.places_view(offered.take().flatten())
            } else {
                let mut quick = row![].spacing(6);
                for (label, value) in forms::suggestions(form, field, view, &self.filled()) {
                    quick = quick.push(
                        button(text(label).size(style::BODY - 2.0))
                            .style(button::secondary)
                            .on_press(Message::Typed(field, value)),
                    );
                }
                // A tile drawn from the bag, never one verified: a verification is a roll.
                if field == Field::Evidence && form.draws_a_tile() {
                    quick = quick.push(
                        button(text(t!("crimewave-draw-bag")).size(style::BODY - 2.0))
                            .on_press(Message::DrawEvidence),
                    );
                }
                quick.wrap().into()
            };
            page = page.push(
                column![
                    text(forms::label(form, field, &view.settings)).size(style::BODY - 2.0),
                    input,
                    quick
                ]
                .spacing(4),
            );
        }
        page
    }

    /// The verdict on the form as typed and its record button.
    pub fn verdict_view(&self) -> iced::widget::Column<'a, Message> {
        let (verdict, ready) = match &self.verdict {
            Some(Ok(action)) => (t!("crimewave-ready", action = action.clone()), true),
            Some(Err(why)) => (why.clone(), false),
            None => (String::new(), false),
        };
        column![
            text(verdict).font(style::BOLD),
            button(text(t!("crimewave-record"))).on_press_maybe(ready.then_some(Message::Submit)),
        ]
        .spacing(8)
    }

    /// The help line a public form shows (what the table knows: who owes a raid, the
    /// watches' spots, a scene's unverified tiles, the trial's sum).
    pub fn help(&self, form: Form, coop: bool) -> Option<String> {
        let view = self.view;
        let settings = &view.settings;
        match form {
            Form::Investigators if coop => Some(t!("together-investigators-help")),
            Form::Investigators => Some(t!("crimewave-help-investigators")),
            Form::Relocate(killer) => Some(t!("crimewave-help-relocate", killer = killer.msg())),
            Form::Raid => {
                let owes = &view.owes_next_raid;
                (!owes.is_empty()).then(|| t!("crimewave-help-raid", names = or_list(owes)))
            }
            Form::Trial => {
                let Some(accused) = view.on_trial else {
                    return Some(t!("crimewave-help-no-trial"));
                };
                let file = view
                    .killers
                    .iter()
                    .find(|k| k.killer == accused)
                    .map_or(0, |k| k.case_file);
                if coop {
                    return Some(t!(
                        "together-trial-help",
                        killer = accused.msg(),
                        file = file
                    ));
                }
                let typed = |field| self.fields.get(field).trim().parse::<u32>().unwrap_or(0);
                let (p, d) = (typed(Field::Prosecution), typed(Field::Defense));
                // Signed and wide, as the engine counts: a strong defense can go below 0.
                let total = i64::from(file) + i64::from(p) - i64::from(d);
                let verdict = if total >= i64::from(crate::rules::crimewave::CONVICTION) {
                    crate::msg!("crimewave-help-trial-convicts")
                } else {
                    crate::msg!("crimewave-help-trial-short")
                };
                Some(t!(
                    "crimewave-help-trial",
                    killer = accused.msg(),
                    file = file,
                    prosecution = p,
                    defense = d,
                    total = total,
                    verdict = verdict
                ))
            }
            Form::Watch => Some(if view.eligible_watches.is_empty() {
                t!("crimewave-help-no-watch")
            } else {
                t!("crimewave-help-watch")
            }),
            Form::Verify => {
                let Some(loc) = self.filled().loc() else {
                    return Some(t!(
                        "crimewave-help-verify-roll",
                        die = settings.evidence_die
                    ));
                };
                let scene = view.scenes.iter().find(|s| s.loc == loc)?;
                let tiles: Vec<String> = scene
                    .evidence
                    .iter()
                    .filter(|t| !t.verified)
                    .map(|t| {
                        let rule = settings.evidence(t.kind);
                        t!(
                            "crimewave-help-verify-tile",
                            evidence = t.kind.msg(),
                            roll = rule.roll,
                            die = settings.evidence_die,
                            points = rule.points
                        )
                    })
                    .collect();
                Some(if tiles.is_empty() {
                    t!("crimewave-help-verified", loc = loc)
                } else {
                    t!("crimewave-help-verify", loc = loc, tiles = tiles.join("; "))
                })
            }
            Form::Tie => Some(t!("crimewave-help-tie")),
            _ => None,
        }
    }

    /// What the last entry did, or why it was refused.
    pub fn status_line(&self) -> Element<'a, Message> {
        text(self.status.map(Msg::now).unwrap_or_default()).into()
    }

    /// The house-rules panel (open during setup, read-only after).
    pub fn house_rules(&self, alibi_plays: bool) -> Element<'a, Message> {
        self.house_rules.view(
            &self.view.settings,
            self.view.phase == Phase::Setup,
            alibi_plays,
            Message::HouseRules,
        )
    }

    /// The board with `marks`, over its photo, clickable; its caption under it.
    pub fn board_view(&self, map: &'a Board, marks: Marks) -> Element<'a, Message> {
        column![
            board_widget::view(
                map,
                marks,
                Look::Console,
                self.photo,
                Some(Controls {
                    on_click: Message::NodeClicked,
                    camera: self.zoom,
                    on_look: Message::Zoomed,
                }),
            ),
            text(super::overlays::board_caption(
                map.name(),
                map.is_stand_in()
            ))
            .size(style::BODY - 3.0),
        ]
        .spacing(4)
        .into()
    }

    /// The board choice at setup: the stand-in, and the traced boards (unfinished ones say
    /// what they lack).
    pub fn board_choice(&self) -> Element<'a, Message> {
        let traced = self
            .traced
            .iter()
            .enumerate()
            .map(|(index, (path, board))| {
                let file = path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                match board {
                    Ok(board) => button(text(t!(
                        "crimewave-setup-traced",
                        board = board.name(),
                        file = file.as_str()
                    )))
                    .on_press(Message::TracedBoard(index))
                    .into(),
                    Err(problem) => text(t!(
                        "crimewave-setup-traced-unfinished",
                        file = file.as_str(),
                        problem = problem.clone()
                    ))
                    .size(style::BODY - 2.0)
                    .into(),
                }
            });
        column![
            text(t!("crimewave-setup-board"))
                .size(style::HEADING)
                .font(style::BOLD),
            text(t!("crimewave-setup-board-help")),
            button(text(t!("crimewave-setup-stand-in"))).on_press(Message::StandInBoard),
            column(traced).spacing(6),
        ]
        .spacing(8)
        .into()
    }

    /// Setup's title and where it stands.
    pub fn setup_heading(&self) -> iced::widget::Column<'a, Message> {
        column![
            text(t!("crimewave-setup-title"))
                .size(style::HEADING)
                .font(style::BOLD),
            text(super::setup::setup_progress(self.setup_at)),
        ]
        .spacing(12)
    }

    /// The last step of setup: Start, with what it does (`help`).
    pub fn start_view(&self, help: String) -> Element<'a, Message> {
        column![
            text(t!("crimewave-setup-start"))
                .size(style::HEADING)
                .font(style::BOLD),
            text(help),
            button(text(t!("crimewave-setup-start-button"))).on_press(Message::Start),
        ]
        .spacing(8)
        .into()
    }

    /// Alibi's panel: who plays what, thinking, the instruction on show with its Done button
    /// (or the tile buttons), the Killers' turn and who draws the tiles.
    pub fn alibi_panel(&self) -> Option<Element<'a, Message>> {
        let alibi = self.alibi.as_ref()?;
        // A scene whose tile the people draw is done by pressing its tile, not Done.
        let done = alibi
            .showing
            .as_ref()
            .filter(|_| alibi.tile_for.is_none())
            .map(|_| Message::Confirm);
        let mut panel = announcement::panel(
            alibi.seats.clone(),
            alibi.thinking,
            alibi.showing.as_ref(),
            done,
        );
        if let Some(loc) = alibi.tile_for {
            let tiles = crate::rules::crimewave::Evidence::ALL
                .into_iter()
                .map(|tile| {
                    button(text(tile.msg().now()))
                        .on_press(Message::TileTyped(tile))
                        .into()
                });
            panel = panel.push(
                column![
                    text(t!("together-tile-for", loc = loc)).font(style::BOLD),
                    row(tiles).spacing(6),
                ]
                .spacing(4),
            );
        }
        let view = self.view;
        let idle = !alibi.thinking && alibi.showing.is_none();
        if idle && view.phase == Phase::Play && view.on_trial.is_none() {
            panel = panel
                .push(button(text(t!("together-killers-turn"))).on_press(Message::KillersTurn));
        }
        if !matches!(view.phase, Phase::Ended(_)) {
            panel = panel.push(
                checkbox(alibi.people_draw)
                    .label(t!("together-people-draw"))
                    .on_toggle(Message::PeopleDraw)
                    .text_size(style::BODY - 2.0),
            );
        }
        Some(
            container(panel)
                .padding(10)
                .width(Fill)
                .style(style::warning_banner)
                .into(),
        )
    }
}
