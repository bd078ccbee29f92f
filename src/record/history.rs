//! A game as its record: the actions taken, the state they fold into, undo, redo and jumps;
//! the sealed-setup chain and the corrections undo leaves for the table.

use super::seal::{self, Correction, Seal, Verification};
use crate::i18n::Msg;
use crate::rules::{Refusal, Rules};

/// One game's record: every accepted action in order, plus the undone ones that redo can
/// bring back. The game state is always the fold of `actions`.
#[derive(Debug, Clone)]
pub struct Record<G: Rules> {
    actions: Vec<G::Action>,
    /// What each action was, in words, judged before it was taken (same length as `actions`).
    labels: Vec<Msg>,
    /// Undone actions, the next one to redo last.
    redo: Vec<G::Action>,
    /// The sealed-setup chain, oldest link first.
    seals: Vec<Seal>,
    /// The secrets the last link sealed, as replayed (not saved: the actions hold them).
    last_sealed: Option<String>,
    /// Public lines that undo took away, oldest first.
    corrections: Vec<Correction>,
    game: G,
}

/// Why a list of actions could not be rebuilt into a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// 1-based position of the refused action.
    pub position: usize,
    /// The action in words.
    pub label: String,
    /// What the rules said.
    pub refusal: Refusal,
}

impl ReplayError {
    /// The refusal in words, to be said in a language.
    pub fn msg(&self) -> crate::i18n::Msg {
        crate::msg!(
            "file-damaged-refused",
            position = self.position,
            label = self.label.as_str(),
            refusal = self.refusal.reason().clone()
        )
    }
}

impl std::fmt::Display for ReplayError {
    /// English, for the command line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.msg())
    }
}

impl<G: Rules> Default for Record<G> {
    fn default() -> Self {
        Self {
            actions: Vec::new(),
            labels: Vec::new(),
            redo: Vec::new(),
            seals: Vec::new(),
            last_sealed: None,
            corrections: Vec::new(),
            game: G::new(),
        }
    }
}

impl<G: Rules> Record<G> {
    /// Rebuilds a game from its saved actions, redo list, seals and corrections. The seals
    /// are taken as saved: [`Record::verify`] checks them.
    pub fn rebuild(
        actions: Vec<G::Action>,
        redo: Vec<G::Action>,
        seals: Vec<Seal>,
        corrections: Vec<Correction>,
    ) -> Result<Self, ReplayError> {
        let mut record = Self::default();
        let sealed_at = seals.last().map(|s| s.after);
        for (i, action) in actions.into_iter().enumerate() {
            record
                .push(action)
                .map_err(|(label, refusal)| ReplayError {
                    position: i + 1,
                    label: label.to_string(),
                    refusal,
                })?;
            if sealed_at == Some(i + 1) {
                record.last_sealed = record.game.secrets();
            }
        }
        record.redo = redo;
        record.seals = seals;
        record.corrections = corrections;
        Ok(record)
    }

    /// Adds a link to the sealed-setup chain if the game's secrets differ from the ones the
    /// last link sealed; `draw_salt` gives 16 random bytes (drawn by the caller, so the
    /// record stays free of randomness). Returns whether a link was added.
    pub fn seal_if_changed(&mut self, draw_salt: impl FnOnce() -> [u8; 16]) -> bool {
        let Some(secrets) = self.game.secrets() else {
            return false;
        };
        if self.last_sealed.as_ref() == Some(&secrets) {
            return false;
        }
        let previous = self.seals.last().map_or("", |s| s.fingerprint.as_str());
        let salt = seal::salt(draw_salt());
        let fingerprint = seal::fingerprint(previous, &secrets, &salt);
        self.seals.push(Seal {
            after: self.actions.len(),
            salt,
            fingerprint,
        });
        self.last_sealed = Some(secrets);
        true
    }

    /// Takes an action. Accepted, it joins the record and the redo list is forgotten (a new
    /// branch of play); refused, nothing changes.
    pub fn apply(&mut self, action: G::Action) -> Result<String, Refusal> {
        let result = self.push(action).map_err(|(_, refusal)| refusal)?;
        self.redo.clear();
        self.settle_corrections();
        Ok(result)
    }

    /// Corrections whose lines the table has been shown again, at the same places of its
    /// log (the same answers given again after an undo), correct nothing any more: those
    /// lines leave them, and a correction with no line left goes.
    fn settle_corrections(&mut self) {
        if !self.corrections.iter().any(|c| c.log_at.is_some()) {
            return;
        }
        let log = self.game.public_log();
        for correction in &mut self.corrections {
            let Some((mut at, mut lines)) = correction.log_at else {
                continue;
            };
            // Compared as the table reads them (in English, as a file from before the lines
            // were kept as messages holds them).
            let said = |line: Option<&Msg>| line.map(Msg::to_string);
            while lines > 0 && said(log.get(at)) == said(correction.withdrawn.first()) {
                correction.withdrawn.remove(0);
                at += 1;
                lines -= 1;
            }
            correction.log_at = (lines > 0).then_some((at, lines));
        }
        self.corrections.retain(|c| !c.withdrawn.is_empty());
    }

    fn push(&mut self, action: G::Action) -> Result<String, (Msg, Refusal)> {
        let label = self.game.describe(&action);
        match self.game.apply(&action) {
            Ok(result) => {
                self.actions.push(action);
                self.labels.push(label);
                Ok(result)
            }
            Err(refusal) => Err((label, refusal)),
        }
    }

    /// Whether the history can go back at all: not once the game has ended for good (see
    /// [`Rules::end_is_final`]).
    pub fn can_go_back(&self) -> bool {
        !self.game.end_is_final()
    }

    /// Undoes the last action; returns what was undone, in words. Nothing once the game has
    /// ended for good.
    pub fn undo(&mut self) -> Option<Msg> {
        if !self.can_go_back() {
            return None;
        }
        let label = self.labels.last().cloned()?;
        self.jump_to(self.actions.len() - 1);
        Some(label)
    }

    /// Takes the most recently undone action again; returns it in words.
    pub fn redo(&mut self) -> Option<Msg> {
        let action = self.redo.pop()?;
        match self.push(action) {
            Ok(_) => {
                self.settle_corrections();
                self.labels.last().cloned()
            }
            // A redo entry was accepted at exactly this point before, so this means the saved
            // redo list does not belong to this record: drop it rather than loop on it.
            Err(_) => {
                self.redo.clear();
                None
            }
        }
    }

    /// Goes back to the moment after the first `count` actions; the later ones can be
    /// redone. Jumping forward is done by redo.
    ///
    /// Answers the table had seen and links of the chain made after that moment are not
    /// silently forgotten: they become a [`Correction`] the table keeps showing.
    pub fn jump_to(&mut self, count: usize) {
        if count >= self.actions.len() || !self.can_go_back() {
            return;
        }
        let shown = self.game.public_log();
        let undone = self.actions.split_off(count);
        self.labels.truncate(count);
        self.redo.extend(undone.into_iter().rev());
        let kept = self.seals.iter().take_while(|s| s.after <= count).count();
        let dropped = self.seals.split_off(kept);
        let sealed_at = self.seals.last().map(|s| s.after);
        self.game = G::new();
        self.last_sealed = None;
        for (i, action) in self.actions.iter().enumerate() {
            // Every kept action was accepted from this very prefix, and the rules are pure,
            // so it is accepted again.
            let _ = self.game.apply(action);
            if sealed_at == Some(i + 1) {
                self.last_sealed = self.game.secrets();
            }
        }
        let still = self.game.public_log();
        let common = shown.iter().zip(&still).take_while(|(a, b)| a == b).count();
        let logged = shown.len() - common;
        let withdrawn: Vec<Msg> = shown
            .into_iter()
            .skip(common)
            .chain(dropped.iter().map(|s| seal::withdrawn_link(&s.fingerprint)))
            .collect();
        if !withdrawn.is_empty() {
            self.corrections.push(Correction {
                at: count,
                withdrawn,
                log_at: (logged > 0).then_some((common, logged)),
            });
        }
    }

    /// The game now.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Every accepted action, oldest first.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// The undone actions that redo can bring back, the next one last.
    pub fn redo_list(&self) -> &[G::Action] {
        &self.redo
    }

    /// Every accepted action in words, oldest first.
    pub fn history(&self) -> &[Msg] {
        &self.labels
    }

    /// The sealed-setup chain, oldest link first.
    pub fn seals(&self) -> &[Seal] {
        &self.seals
    }

    /// Public lines that undo took away, oldest first.
    pub fn corrections(&self) -> &[Correction] {
        &self.corrections
    }

    /// Replays the game and checks every link of the chain against the secrets it had.
    pub fn verify(&self) -> Verification {
        seal::verify::<G>(&self.actions, &self.labels, &self.seals)
    }

    /// What undo would undo, in words (nothing once the game has ended for good).
    pub fn undo_label(&self) -> Option<&Msg> {
        self.labels.last().filter(|_| self.can_go_back())
    }

    /// The action redo would take again.
    pub fn redo_next(&self) -> Option<&G::Action> {
        self.redo.last()
    }

    /// What redo would take again, in words.
    pub fn redo_label(&self) -> Option<Msg> {
        self.redo.last().map(|action| self.game.describe(action))
    }
}
