//! Intuition mode's cards that change who may be murdered or questioned (Curfew, Stubborn
//! Witnesses, Union Strike): put in play and ended here. The other cards are played on the
//! table alone; the Homemade Bomb is a murder (see the Murderer phase).

use super::{BlockChoice, Choice, Message, Screen, choices};
use crate::rules::Rules;
use crate::rules::intent::city::all_blocks;
use crate::rules::intent::{Action as IntentAction, Block, Effect, Group, Mode, PublicView};
use crate::ui::style;
use crate::{msg, t};
use iced::Element;
use iced::widget::{button, column, pick_list, text};
use std::fmt;

/// The cards whose effects the rules check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card {
    /// Detective card: nobody in a block may be murdered.
    Curfew,
    /// Murderer card: nobody in a block may be questioned.
    StubbornWitnesses,
    /// Murderer card: nobody of a group may be questioned.
    UnionStrike,
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Said at drawing time, in the language spoken then.
        f.write_str(&match self {
            Card::Curfew => t!("intent-card-curfew"),
            Card::StubbornWitnesses => t!("intent-card-stubborn-witnesses"),
            Card::UnionStrike => t!("intent-card-union-strike"),
        })
    }
}

/// The card effect being put together.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct CardForm {
    card: Option<Card>,
    block: Option<Block>,
    group: Option<Group>,
}

impl CardForm {
    /// The effect the form names, once complete.
    fn effect(self) -> Option<Effect> {
        match self.card? {
            Card::Curfew => self.block.map(Effect::Curfew),
            Card::StubbornWitnesses => self.block.map(Effect::StubbornWitnesses),
            Card::UnionStrike => self.group.map(Effect::UnionStrike),
        }
    }
}

/// The effects in play, as the table sees them.
fn active(view: &PublicView) -> Vec<Effect> {
    let curfews = view
        .city
        .iter()
        .filter(|b| b.curfew)
        .map(|b| Effect::Curfew(b.block));
    let stubborn = view
        .stubborn_witnesses
        .iter()
        .map(|&b| Effect::StubbornWitnesses(b));
    let strikes = view.union_strike.iter().map(|&g| Effect::UnionStrike(g));
    curfews.chain(stubborn).chain(strikes).collect()
}

impl Screen {
    pub(super) fn cards(&mut self, message: Message) {
        match message {
            Message::CardChosen(card) => self.card.card = Some(card),
            Message::CardBlockChosen(block) => self.card.block = Some(block),
            Message::CardGroupChosen(group) => self.card.group = Some(group),
            Message::PlayCard => match self.card.effect() {
                Some(effect) => {
                    self.act(IntentAction::Play(effect), |_| {
                        Some(msg!("intent-cards-in-play", effect = effect.msg()))
                    });
                }
                None => self.status = Some(msg!("intent-cards-choose")),
            },
            Message::LiftCard(effect) => {
                self.act(IntentAction::Lift(effect), |_| {
                    Some(msg!("intent-cards-ended", effect = effect.msg()))
                });
            }
            _ => {}
        }
    }

    /// The Intuition cards pane (nothing in Logic mode).
    pub(super) fn cards_view(&self) -> Element<'_, Message> {
        let game = self.session.game();
        if game.mode() != Mode::Intuition {
            return text("").into();
        }
        let form = self.card;
        let target: Element<'_, Message> = match form.card {
            Some(Card::UnionStrike) => {
                pick_list(choices(Group::ALL), form.group.map(Choice), |Choice(g)| {
                    Message::CardGroupChosen(g)
                })
                .placeholder(t!("intent-console-placeholder-group"))
                .into()
            }
            _ => pick_list(
                all_blocks().map(BlockChoice).collect::<Vec<_>>(),
                form.block.map(BlockChoice),
                |BlockChoice(b)| Message::CardBlockChosen(b),
            )
            .placeholder(t!("intent-console-placeholder-block"))
            .into(),
        };
        let ends = active(&game.public_view()).into_iter().map(|effect| {
            button(text(t!("intent-cards-end", effect = effect.msg())))
                .on_press(Message::LiftCard(effect))
                .into()
        });
        super::side::pane(
            column![
                text(t!("intent-cards-heading")).font(style::BOLD),
                pick_list(
                    [Card::Curfew, Card::StubbornWitnesses, Card::UnionStrike],
                    form.card,
                    Message::CardChosen
                )
                .placeholder(t!("intent-console-placeholder-card")),
                target,
                button(text(t!("intent-cards-play"))).on_press(Message::PlayCard),
            ]
            .push(iced::widget::Row::with_children(ends).spacing(8).wrap())
            .push(text(t!("intent-cards-others")).size(style::BODY - 2.0))
            .spacing(8),
        )
    }
}
