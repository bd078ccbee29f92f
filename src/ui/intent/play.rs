//! The rounds: the city, the phase's prompt and the actions for the picked civilian.

use super::{Message, Screen, card_words, investigation, pick, side};
use crate::i18n::Msg;
use crate::plays::intent::turn;
use crate::rules::Rules;
use crate::rules::intent::city::{all_blocks, block_msg};
use crate::rules::intent::list;
use crate::rules::intent::{Action as IntentAction, Block, Civilian, Group, Layout, Phase, Trait};
use crate::ui::style;
use crate::ui::widget::city::{self, Marks};
use crate::{msg, t};
use iced::widget::{button, checkbox, column, row, scrollable, text};
use iced::{Element, Fill};

impl Screen {
    pub(super) fn play(&mut self, message: Message) {
        let game = self.session.game();
        match message {
            Message::CivilianPicked(c) => {
                self.selected = (self.selected != Some(c)).then_some(c);
                self.about = None;
            }
            Message::BlockPicked(block) => self.block_picked(block),
            Message::Intimidate => self.intimidate(),
            Message::Murder => {
                if let Some(victim) = self.selected {
                    let number = game.city().victims().len() + 1;
                    self.act(IntentAction::Murder(victim), |_| {
                        Some(msg!(
                            "intent-play-murdered",
                            victim = victim.msg(),
                            number = number
                        ))
                    });
                }
            }
            Message::BombToggled(c, on) => {
                self.bomb.retain(|&b| b != c);
                if on {
                    self.bomb.push(c);
                }
            }
            Message::Bomb => {
                if let Some(victim) = self.selected {
                    let others = self.bomb.clone();
                    let bodies = others.len() + 1;
                    self.act(IntentAction::Bomb(victim, others), |_| {
                        Some(msg!(
                            "intent-play-bombed",
                            bodies = bodies,
                            victim = victim.msg()
                        ))
                    });
                }
            }
            Message::Refuse => {
                self.act(IntentAction::Refuse, |result| {
                    Some(if result == "ok" {
                        msg!("intent-play-refused")
                    } else {
                        msg!("intent-play-refused-twice")
                    })
                });
            }
            Message::Surveil => {
                if let Some(c) = self.selected {
                    self.act(IntentAction::Surveil(c), |answer| {
                        Some(msg!(
                            "intent-play-surveilled",
                            civilian = c.msg(),
                            answer = loud(answer)
                        ))
                    });
                }
            }
            Message::Watch => {
                if let Some(c) = self.selected {
                    self.act(IntentAction::Watch(c), |_| {
                        Some(msg!("intent-play-watched", civilian = c.msg()))
                    });
                }
            }
            Message::FireStation => {
                // Alibi's bag draws the token, as it draws every token in a game it plays.
                match turn::draw_token(game, self.session.seed()) {
                    Some(group) => self.fire_station(group),
                    None => self.status = Some(msg!("intent-play-stack-empty")),
                }
            }
            Message::FireStationToken(group) => self.fire_station(group),
            Message::AboutChosen(about) => self.about = Some(about),
            Message::Answer { lie } => {
                if let (Some(civilian), Some(about)) = (self.selected, self.about) {
                    self.act(
                        IntentAction::Question {
                            civilian,
                            about,
                            lie,
                        },
                        |answer| {
                            Some(msg!(
                                "intent-play-answered",
                                civilian = civilian.msg(),
                                answer = loud(answer)
                            ))
                        },
                    );
                }
            }
            Message::Comfort => {
                if let Some(c) = self.selected {
                    self.act(IntentAction::Comfort(c), |_| {
                        Some(msg!("intent-play-comforted", civilian = c.msg()))
                    });
                }
            }
            Message::Agent => {
                if let Some(c) = self.selected {
                    self.act(IntentAction::Agent(c), |_| {
                        Some(msg!("intent-play-agent-chosen", civilian = c.msg()))
                    });
                }
            }
            Message::RemoveBuilding(block) => {
                self.act(IntentAction::RemoveBuilding(block), |_| {
                    Some(msg!(
                        "intent-console-building-leaves",
                        block = block_msg(block)
                    ))
                });
            }
            Message::EndInvestigation => {
                self.act_quietly(IntentAction::City);
            }
            Message::NextRound => {
                self.act_quietly(IntentAction::Round);
            }
            _ => {}
        }
    }

    /// The Fire Station's token: its group's civilians may now move once each (the panel
    /// says so while they may, so the status line says nothing more).
    fn fire_station(&mut self, group: Group) {
        self.act_quietly(IntentAction::Token(group));
    }

    /// A block's label was clicked: the target of the phase's move.
    fn block_picked(&mut self, block: Block) {
        let game = self.session.game();
        let action = match (game.phase(), self.selected) {
            (Phase::Murderer, _) if benefactor_pending(self) => IntentAction::Scene(block),
            (Phase::Detective, Some(c)) if !game.displacement_targets().is_empty() => {
                IntentAction::Displace(c, block)
            }
            (Phase::Detective, Some(c)) if game.investigation().fire_station().is_some() => {
                IntentAction::Move(c, block)
            }
            (Phase::Detective, _) => IntentAction::Detective(block),
            (Phase::City, Some(c)) => IntentAction::Move(c, block),
            _ => {
                self.status = Some(msg!("intent-play-pick-first"));
                return;
            }
        };
        // Say what happened in the history's words, so the move reads back on the console.
        let done = msg!("intent-play-done", action = game.describe(&action));
        self.act(action, |_| Some(done));
    }

    fn intimidate(&mut self) {
        let Some(c) = self.selected else { return };
        if !self.intimidating.contains(&c) {
            self.intimidating.push(c);
        }
        let owed = self.session.game().intimidation_owed();
        if self.intimidating.len() < owed {
            self.status = Some(msg!(
                "intent-play-intimidating",
                civilians = list(self.intimidating.iter().map(|c| c.msg()), "intent-list-and"),
                count = owed - self.intimidating.len()
            ));
            self.selected = None;
            return;
        }
        let chosen = std::mem::take(&mut self.intimidating);
        let words = list(chosen.iter().map(|c| c.msg()), "intent-list-and");
        self.act(IntentAction::Intimidate(chosen), |_| {
            Some(msg!("intent-play-intimidated", civilians = words))
        });
    }

    pub(super) fn play_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let view = game.public_view();
        let marks = Marks {
            size: style::BODY - 3.0,
            selected: self.selected,
            typed: self.typed_match(),
            flagged: if game.phase() == Phase::Murderer && game.intimidation_owed() == 0 {
                game.legal_victims()
            } else {
                self.intimidating.clone()
            },
            flag: if game.phase() == Phase::Murderer && game.intimidation_owed() == 0 {
                "✓"
            } else {
                "●"
            },
            targets: self.targets(),
            on_civilian: Some(Message::CivilianPicked),
            on_block: Some(Message::BlockPicked),
            stretch: false,
            traits: true,
        };
        let grid = city::view(&view.city, view.detective, &marks);
        // The city on the left; on the right what to do now, then one pane at a time, so
        // nothing a phase needs sits below the fold on the 1280×820 console.
        let city = column![
            grid,
            text(t!("intent-console-legend-private")).size(style::BODY - 4.0),
        ]
        .spacing(6);
        let side = side::now_and_pane(self.pane, || (self.now_view(), self.side_view()));
        row![
            // Room beside the city for the scrollbar, so it never covers a block.
            scrollable(city).spacing(6).width(Fill),
            side,
        ]
        .spacing(12)
        .into()
    }

    /// What to do now: the round and the victims, Alibi's part, the next step, and the
    /// actions of the phase.
    fn now_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let view = game.public_view();
        let heading = column![
            text(t!(
                "intent-table-round",
                round = game.round(),
                phase = game.phase().slug()
            ))
            .size(style::HEADING)
            .font(style::BOLD),
            row![
                text(t!(
                    "intent-play-victims",
                    count = view.victims.len(),
                    limit = view.victim_limit
                ))
                .font(style::BOLD),
                self.typed_field(pick::Field::Civilian),
            ]
            .spacing(12)
            .align_y(iced::Center),
        ];
        column![heading]
            .push(self.alibi_panel())
            .push(
                text(
                    self.pick_hint()
                        .or_else(|| investigation::left(&self.public))
                        .unwrap_or_else(|| msg!("intent-console-next", expected = game.expected()))
                        .now(),
                )
                .font(style::BOLD),
            )
            .push(self.status_line())
            .push(side::pane(self.actions()))
            .spacing(8)
            .into()
    }

    /// Blocks the next block click can go to, marked on the city.
    fn targets(&self) -> Vec<Block> {
        if self.alibi_turn_words().is_some() || self.alibi.asking.is_some() {
            // Alibi's move: nothing for the person to click on the city.
            return Vec::new();
        }
        let game = self.session.game();
        let city = game.city();
        match (game.phase(), self.selected) {
            (Phase::Murderer, _) if benefactor_pending(self) && game.intimidation_owed() == 0 => {
                all_blocks().collect()
            }
            (Phase::Detective, _) => investigation::targets(&self.public, self.selected),
            (Phase::City, Some(c)) => city
                .block_of(c)
                .map(|b| {
                    city.open_neighbours(b)
                        .filter(|&n| !city.is_crime_scene(n))
                        .collect()
                })
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// The phase's buttons: a top line with the picked civilian (or what to pick) and the
    /// step that ends the phase, then the picked civilian's actions.
    fn actions(&self) -> Element<'_, Message> {
        let game = self.session.game();
        let clearing = !game.displacement_targets().is_empty();
        let label = match self.selected {
            Some(c) => text(card_words(c)).font(style::BOLD),
            None => text(match game.phase() {
                Phase::Detective if clearing => t!("intent-play-initial-response"),
                Phase::City if game.last_murder_done() => t!("intent-play-accusation"),
                Phase::Detective => t!("intent-play-pick-detective"),
                Phase::City => t!("intent-play-pick-city"),
                _ => t!("intent-play-pick"),
            }),
        };
        if let Some(waiting) = self.alibi_turn_words() {
            return text(waiting.now()).into();
        }
        if let Some((c, about)) = self.alibi.asking {
            return self.answer_for_alibi(c, about);
        }
        let (closing, body) = match game.phase() {
            Phase::Murderer => self.murderer_actions(),
            Phase::Detective => self.detective_actions(),
            _ => self.city_actions(),
        };
        // The step that ends the phase comes last, under the picked civilian's actions.
        column![label, body].extend(closing).spacing(8).into()
    }

    fn murderer_actions(&self) -> (Option<Element<'_, Message>>, Element<'_, Message>) {
        let game = self.session.game();
        let owed = game.intimidation_owed();
        if owed > 0 {
            let pick = self.selected.map(|c| {
                button(text(t!("intent-play-intimidate", civilian = c.msg())))
                    .on_press(Message::Intimidate)
                    .into()
            });
            let body = column![text(t!("intent-play-intimidate-owed", count = owed))]
                .extend(pick)
                .spacing(8);
            return (None, body.into());
        }
        let refuse = button(text(if game.public_view().refusals == 0 {
            t!("intent-play-refuse")
        } else {
            t!("intent-play-refuse-again")
        }))
        .style(button::danger)
        .on_press(Message::Refuse);
        if benefactor_pending(self) {
            let body = text(t!("intent-play-benefactor"));
            return (None, body.into());
        }
        let body: Element<'_, Message> = match self.selected.map(|c| (c, game.may_murder(c))) {
            Some((c, Ok(()))) => column![
                text(t!("intent-play-may-murder", civilian = c.msg())).font(style::BOLD),
                button(text(t!("intent-play-murder", civilian = c.msg())))
                    .on_press(Message::Murder),
            ]
            .push(self.bomb_view(c))
            .spacing(8)
            .into(),
            Some((_, Err(breach))) => text(t!("intent-play-not-legal", breach = breach.msg()))
                .font(style::BOLD)
                .into(),
            None => text(t!(
                "intent-play-legal-count",
                count = game.legal_victims().len()
            ))
            .into(),
        };
        let body = column![body, self.advice_panel()].spacing(8).into();
        (Some(refuse.into()), body)
    }

    /// Intuition: the Homemade Bomb on the victim's block, with the extra bodies ticked.
    fn bomb_view(&self, victim: Civilian) -> Element<'_, Message> {
        let game = self.session.game();
        let city = game.city();
        let Some(block) = city.block_of(victim).filter(|_| game.bomb_allowed()) else {
            return text("").into();
        };
        let others = city.civilians_in(block).filter(|&c| c != victim).map(|c| {
            checkbox(self.bomb.contains(&c))
                .label(c.msg().now())
                .on_toggle(move |on| Message::BombToggled(c, on))
                .into()
        });
        column![text(t!("intent-play-bomb-also"))]
            .extend(others)
            .push(
                button(text(t!("intent-play-bomb")))
                    .style(button::danger)
                    .on_press_maybe((!self.bomb.is_empty()).then_some(Message::Bomb)),
            )
            .spacing(6)
            .into()
    }

    /// The Detective phase, drawn from the table's view as the public console draws it; a
    /// question is answered here by the Murderer (the truth, or a lie where allowed).
    fn detective_actions(&self) -> (Option<Element<'_, Message>>, Element<'_, Message>) {
        investigation::actions(&self.public, self.selected, self.seats().is_some(), |c| {
            let game = self.session.game();
            let mut panel =
                investigation::question_choice(self.about, &self.question, &self.public);
            if let Some(about) = self.about {
                let head = t!(
                    "intent-console-truth",
                    question = about.question(),
                    answer = yes_no(game.truth(about))
                );
                panel = panel.push(self.answers(c, about, head));
            }
            panel.into()
        })
    }

    /// The answers to the question asked of `c` under `head`: the truth, and the lie where
    /// the rules allow one.
    pub(super) fn answers(&self, c: Civilian, about: Trait, head: String) -> Element<'_, Message> {
        let game = self.session.game();
        let truth = game.truth(about);
        let answers = column![
            text(head).font(style::BOLD),
            button(text(t!(
                "intent-console-answer-truth",
                answer = yes_no(truth)
            )))
            .on_press(Message::Answer { lie: false }),
        ]
        .spacing(6);
        if game.may_lie(c) {
            answers
                .push(
                    button(text(t!(
                        "intent-console-answer-lie",
                        answer = yes_no(!truth)
                    )))
                    .style(button::danger)
                    .on_press(Message::Answer { lie: true }),
                )
                .into()
        } else {
            answers
                .push(text(t!(
                    "intent-console-must-tell-truth",
                    civilian = c.msg()
                )))
                .into()
        }
    }

    fn city_actions(&self) -> (Option<Element<'_, Message>>, Element<'_, Message>) {
        let game = self.session.game();
        if self.alibi_level(crate::plays::Side::Detective).is_some() {
            // The person plays the Murderer: their moves, then "done" hands over.
            let group = game.last_token().map_or_else(
                || msg!("intent-play-token-unknown"),
                |g| msg!("intent-play-token-group", group = g.msg()),
            );
            return (
                None,
                text(t!("intent-play-your-token", group = group)).into(),
            );
        }
        // After the last murder the accusation is the next step; before it, the next round
        // is, and an early accusation (by agreement) comes second.
        let body = if game.last_murder_done() {
            column![
                text(t!("intent-play-last-round")).font(style::BOLD),
                self.accusation(),
            ]
        } else {
            column![
                button(text(t!("intent-play-next-round", round = game.round() + 1)))
                    .on_press(Message::NextRound),
                text(t!("intent-play-accuse-early")),
                self.accusation(),
            ]
        };
        (None, body.spacing(10).into())
    }
}

/// Yes or No, as a question's answer is said on the console.
pub(super) fn yes_no(answer: bool) -> Msg {
    if answer {
        msg!("intent-answer-yes")
    } else {
        msg!("intent-answer-no")
    }
}

/// The engine's answer ("yes"), as the table screen shows it (YES).
fn loud(answer: &str) -> Msg {
    if answer == "yes" {
        msg!("intent-table-yes")
    } else {
        msg!("intent-table-no")
    }
}

/// The side column's width: room for a question's buttons; the city takes the rest.
pub(super) const SIDE_WIDTH: f32 = 340.0;

/// Whether D.O.A.'s Benefactor crime scene is still to be placed this Murderer phase.
fn benefactor_pending(screen: &Screen) -> bool {
    let game = screen.session.game();
    game.layout() == Layout::Doa
        && game.phase() == Phase::Murderer
        && game.city().crime_scenes().is_empty()
}
