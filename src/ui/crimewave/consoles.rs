//! Which console is drawn: while Alibi keeps the Killers' secrets the public one, from a
//! [`Desk`] alone; otherwise the Killer player's, with its private overlays. The desk itself
//! is built here, with the engine's verdict on the form as typed said in the words this
//! console may show.

use super::desk::Desk;
use super::forms::{Form, PLAY_FORMS};
use super::setup::setup_step;
use super::{Message, Screen, alibi, public, setup};
use crate::i18n::Msg;
use crate::plays::Level;
use crate::rules::Rules;
use crate::rules::crimewave::{Phase, describe_public};
use iced::widget::{column, row, scrollable};
use iced::{Element, FillPortion};

impl Screen {
    /// The end-of-game reveal (only ever drawn once the game has ended).
    pub(super) fn reveal_view(&self) -> Element<'_, Message> {
        self.reveal
            .view(
                self.session.record(),
                self.reveal_pin.is_some(),
                self.coop(),
            )
            .map(Message::Reveal)
    }

    /// What any console may draw without a secret, as things stand (see [`Desk`]).
    pub(super) fn desk(&self) -> Desk<'_> {
        let form = self.form();
        let coop = self.coop();
        let verdict = form
            .filter(|&f| !(coop && f == Form::Trial))
            .map(|f| self.verdict(f));
        Desk {
            view: &self.public,
            fields: &self.fields,
            form,
            forms: if coop {
                &alibi::PERSON_FORMS
            } else {
                &PLAY_FORMS
            },
            verdict,
            status: self.status.as_ref(),
            answer: self.answer.as_ref(),
            alibi: self.alibi_desk(),
            moves: self.changes.as_ref(),
            house_rules: &self.house_rules,
            photo: self.photo.as_ref(),
            zoom: self.zoom,
            traced: &self.traced,
            setup_at: setup::setup_at(self.game()),
        }
    }

    /// What the engine would say to the form as typed: the action in the words this console
    /// may show, or why not (before anything is recorded).
    fn verdict(&self, form: Form) -> Result<Msg, String> {
        let game = self.game();
        let action = form.check(&self.filled(), game)?;
        Ok(match self.public_console() {
            true => describe_public(&action).unwrap_or_else(|| game.describe(&action)),
            false => game.describe(&action),
        })
    }

    /// The screen: the public console while Alibi keeps the Killers' secrets, drawn from
    /// the desk alone; the Killer player's console otherwise.
    pub fn view(&self) -> Element<'_, Message> {
        let game = self.game();
        let history = self.session.history().map(Message::History);
        let body: Element<'_, Message> = if self.public_console() {
            let setup = public::Setup {
                level: self.alibi_killers().map_or(Level::Standard, |k| k.level),
                alibi_sets_up: game.phase() == Phase::Setup
                    && self.form().is_none()
                    && setup_step(game).is_some(),
            };
            public::view(&self.desk(), setup, history)
        } else {
            self.private_view(history)
        };
        match game.board() {
            Some(_) => self
                .session
                .frame_wide(body, Message::History, Message::Home),
            None => self.session.frame(body, Message::History, Message::Home),
        }
    }

    /// The Killer player's console: the board with its private overlays and each Killer's
    /// home and exposure, the forms beside it.
    fn private_view<'a>(&'a self, history: Element<'a, Message>) -> Element<'a, Message> {
        let game = self.game();
        let controls = match game.phase() {
            Phase::Setup => self.setup_view(),
            _ => self.play_view(),
        };
        match game.board() {
            Some(map) => row![
                column![
                    self.desk().board_view(map, self.marks()),
                    self.heat_legend(),
                    self.killers_panel(),
                ]
                .spacing(4)
                .width(FillPortion(7)),
                // The board is the hero: the forms take the narrower column, and the history
                // (undo and redo stay at the top) follows them, out of the board's way.
                scrollable(controls.push(history).padding([0, 12])).width(FillPortion(4)),
            ]
            .spacing(12)
            .into(),
            // Room on the right: text must not run under the scrollbar.
            None => scrollable(controls.padding(iced::Padding::ZERO.right(16))).into(),
        }
    }
}
