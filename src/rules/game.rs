//! What every game's rules offer the record layer, the transcripts and the screens.

use crate::i18n::Msg;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;

/// A game's rules engine: the full truth of one game, secrets included.
///
/// The state is the fold of the actions taken so far (`new`, then `apply` for each), so a
/// record, an undo and a transcript are all just lists of `Action`s. Randomness is drawn by
/// the caller and written into the action, which keeps replays exact.
pub trait Rules: Clone + fmt::Debug {
    /// One thing the players did, as stored in the record (setup steps included).
    type Action: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// Everything the table may see, and nothing else.
    type PublicView: Clone + fmt::Debug + PartialEq + Serialize;

    /// The game's name in records and transcripts (`crimewave`, `intent-to-kill`, …).
    const GAME: &'static str;

    /// The record format from which this game's saved actions read as this Alibi takes them:
    /// a game saved in an older format opens with [`Rules::upgrade`]'s actions put first.
    const FORMAT: u32 = 1;

    /// The actions put before those of a game saved in an older record format (`version`),
    /// so that it replays as it was played (a rule that older Alibi did not referee is then a
    /// house rule the table keeps). None by default.
    fn upgrade(_version: u32) -> Vec<Self::Action> {
        Vec::new()
    }

    /// A game before its first action.
    fn new() -> Self;

    /// Takes one action. A refused action leaves the game exactly as it was.
    ///
    /// The `Ok` text is the action's result as transcripts write it (`ok`, `hit`,
    /// `ok; solved: red`, `yes`, …).
    fn apply(&mut self, action: &Self::Action) -> Result<String, Refusal>;

    /// The action in words for the history panel, judged in the state before it is taken
    /// ("Murder by Red Terror at 27"): a message, said in the screens' language there and in
    /// English wherever it is written down.
    fn describe(&self, action: &Self::Action) -> Msg;

    /// One short line for the resume list ("Round 3 · Panic 5"); English in the saved file.
    fn progress(&self) -> Msg;

    /// The players' names as far as the game knows them, for the home screen's list (none
    /// by default: not every game names its players).
    fn players(&self) -> Vec<String> {
        Vec::new()
    }

    /// How the game ended, in words ("Won by the Investigators"), once it has; English in the
    /// saved file.
    fn ended(&self) -> Option<Msg> {
        None
    }

    /// Whether the game has ended in a way undo may not take back: the secrets are on the
    /// table, so a taken-back end would be a second try with the answer known. No by default.
    fn end_is_final(&self) -> bool {
        false
    }

    /// What the table window may show.
    fn public_view(&self) -> Self::PublicView;

    /// The secret setup as it stands now, as one canonical line of text (the same secrets
    /// always give the same text): what the table's sealed fingerprint commits to. `None`
    /// while there is nothing to seal (setup still under way, or a game without secrets).
    fn secrets(&self) -> Option<String> {
        None
    }

    /// Every answer the table has been shown so far, oldest first, as the table reads it (a
    /// message, said in the table's language where it is shown). An undo that makes one of
    /// these disappear leaves a visible correction.
    fn public_log(&self) -> Vec<Msg> {
        Vec::new()
    }
}

/// Why the rules refused an action: a sentence a person understands
/// ("Red Terror can't reach 77: the only routes pass the Neighborhood Watch at 52"), said in
/// the screens' language on a screen and in English in a transcript.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal(pub Msg);

impl Refusal {
    /// A refusal with the given reason: a message, or (not yet translated) plain text.
    pub fn new(reason: impl Into<Msg>) -> Self {
        Self(reason.into())
    }

    /// The reason, to be said in a language.
    pub fn reason(&self) -> &Msg {
        &self.0
    }
}

impl fmt::Display for Refusal {
    /// The reason in English, as transcripts write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for Refusal {}
