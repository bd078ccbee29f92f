//! Recording an action from the console: the person's own refusals first, then the engine's;
//! once accepted, what the table is told (the answer, the rules' changes to the board), the
//! status line, and the keyboard's move to the next form.

use super::forms::{Fields, Form};
use super::{Action, Screen};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::Announcement;
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action as CwAction, Answer, Killer, Outcome, changes, describe_public, method_msg,
};

impl Screen {
    /// Records an action; once accepted, the keyboard moves to the next form's first field.
    /// A refusal is said on the status line.
    pub(super) fn act(&mut self, action: CwAction) -> Action {
        if let Err(why) = self.person_may(&action) {
            self.status = Some(msg!("crimewave-refused", why = why));
            return Action::None;
        }
        self.record(action).unwrap_or_else(|refusal| {
            self.status = Some(msg!("crimewave-refused", why = refusal));
            Action::None
        })
    }

    /// Records an action, or says why the engine refused it.
    pub(super) fn record(&mut self, action: CwAction) -> Result<Action, Msg> {
        let before = self.game().public_view();
        let answers_before = before.log.len();
        let mut described = match self.public_console() {
            true => describe_public(&action).unwrap_or_else(|| self.game().describe(&action)),
            false => self.game().describe(&action),
        };
        // A d8 roll says which method it gave, not only the face.
        let rolled: Vec<Killer> = match &action {
            CwAction::Method { killer, .. } => vec![*killer],
            CwAction::FullMoon { .. } => Killer::ALL.to_vec(),
            _ => Vec::new(),
        };
        match self.session.act(action) {
            Ok(result) => {
                let methods: Vec<Msg> = rolled
                    .into_iter()
                    .filter_map(|k| {
                        self.game().method(k).map(|m| {
                            msg!("crimewave-rolled", killer = k.msg(), method = method_msg(m))
                        })
                    })
                    .collect();
                let mut methods = methods.into_iter();
                if let Some(first) = methods.next() {
                    let list = methods.fold(first, |list, next| {
                        msg!("crimewave-do-list", first = list, second = next)
                    });
                    described = msg!("crimewave-rolled-gave", action = described, methods = list);
                }
                let view = self.game().public_view();
                // What the rules changed on their own, for the people to do on the board.
                let changed = changes::said(&changes::between(&before, &view));
                self.changes = (!changed.is_empty())
                    .then(|| Announcement::said(msg!("rules-changes"), changed));
                self.answer = (view.log.len() > answers_before)
                    .then_some(view.latest_answer.clone())
                    .flatten();
                self.status = Some(match self.answer {
                    Some(_) => msg!("crimewave-recorded-answer", action = described),
                    None if result == Outcome::of(Answer::Ok) => {
                        msg!("crimewave-recorded", action = described)
                    }
                    None => msg!(
                        "crimewave-recorded-result",
                        action = described,
                        result = result.msg()
                    ),
                });
                // Nothing carries over: a Killer left in the field could send a raid
                // against the wrong one on a single Enter.
                self.fields = Fields::default();
                // A trial over (a verdict, or a wrong tie's dismissal) ends the round: the
                // next thing to happen is a murder, not another trial.
                if matches!(self.chosen, Form::Trial | Form::Tie)
                    && self.game().on_trial().is_none()
                {
                    self.chosen = if self.coop() {
                        Form::Verify
                    } else {
                        Form::Murder
                    };
                }
                self.after_change();
                Ok(Action::Run(self.focus()))
            }
            Err(refusal) => Err(refusal.reason().clone()),
        }
    }
}
