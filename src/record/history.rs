//! A game as its record: the actions taken, the state they fold into, undo, redo and jumps.

use crate::rules::{Refusal, Rules};

/// One game's record: every accepted action in order, plus the undone ones that redo can
/// bring back. The game state is always the fold of `actions`.
#[derive(Debug, Clone)]
pub struct Record<G: Rules> {
    actions: Vec<G::Action>,
    /// What each action was, in words, judged before it was taken (same length as `actions`).
    labels: Vec<String>,
    /// Undone actions, the next one to redo last.
    redo: Vec<G::Action>,
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

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "action {} (\"{}\") is refused by the rules: {}",
            self.position, self.label, self.refusal
        )
    }
}

impl<G: Rules> Default for Record<G> {
    fn default() -> Self {
        Self {
            actions: Vec::new(),
            labels: Vec::new(),
            redo: Vec::new(),
            game: G::new(),
        }
    }
}

impl<G: Rules> Record<G> {
    /// Rebuilds a game from its saved actions and redo list.
    pub fn rebuild(actions: Vec<G::Action>, redo: Vec<G::Action>) -> Result<Self, ReplayError> {
        let mut record = Self::default();
        for (i, action) in actions.into_iter().enumerate() {
            record
                .push(action)
                .map_err(|(label, refusal)| ReplayError {
                    position: i + 1,
                    label,
                    refusal,
                })?;
        }
        record.redo = redo;
        Ok(record)
    }

    /// Takes an action. Accepted, it joins the record and the redo list is forgotten (a new
    /// branch of play); refused, nothing changes.
    pub fn apply(&mut self, action: G::Action) -> Result<String, Refusal> {
        let result = self.push(action).map_err(|(_, refusal)| refusal)?;
        self.redo.clear();
        Ok(result)
    }

    fn push(&mut self, action: G::Action) -> Result<String, (String, Refusal)> {
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

    /// Undoes the last action; returns what was undone, in words.
    pub fn undo(&mut self) -> Option<String> {
        let label = self.labels.last().cloned()?;
        self.jump_to(self.actions.len() - 1);
        Some(label)
    }

    /// Takes the most recently undone action again; returns it in words.
    pub fn redo(&mut self) -> Option<String> {
        let action = self.redo.pop()?;
        match self.push(action) {
            Ok(_) => self.labels.last().cloned(),
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
    pub fn jump_to(&mut self, count: usize) {
        if count >= self.actions.len() {
            return;
        }
        let undone = self.actions.split_off(count);
        self.labels.truncate(count);
        self.redo.extend(undone.into_iter().rev());
        self.game = G::new();
        for action in &self.actions {
            // Every kept action was accepted from this very prefix, and the rules are pure,
            // so it is accepted again.
            let _ = self.game.apply(action);
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
    pub fn history(&self) -> &[String] {
        &self.labels
    }

    /// What undo would undo, in words.
    pub fn undo_label(&self) -> Option<&str> {
        self.labels.last().map(String::as_str)
    }

    /// What redo would take again, in words.
    pub fn redo_label(&self) -> Option<String> {
        self.redo.last().map(|action| self.game.describe(action))
    }
}
