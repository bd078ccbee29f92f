//! The games Alibi referees, by the names records and transcripts use.

use crate::i18n::Msg;

/// One of the games Alibi knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Crimewave: California: three serial Killers against the Investigators.
    Crimewave,
    /// Intent to Kill: the Murderer against the Detective on a 4×4 city.
    IntentToKill,
    /// Murdero: the card game's score keeper.
    Murdero,
    /// Crime Story: the sentence timer and score pad.
    CrimeStory,
    /// Keystone Crimewave: the dice resolver.
    Keystone,
}

impl GameKind {
    /// Every game, the two big ones first.
    pub const ALL: [GameKind; 5] = [
        GameKind::Crimewave,
        GameKind::IntentToKill,
        GameKind::Murdero,
        GameKind::CrimeStory,
        GameKind::Keystone,
    ];

    /// The name in records and transcripts (`game crimewave`).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Crimewave => "crimewave",
            GameKind::IntentToKill => "intent-to-kill",
            GameKind::Murdero => "murdero",
            GameKind::CrimeStory => "crime-story",
            GameKind::Keystone => "keystone-crimewave",
        }
    }

    /// The game for a record's or transcript's name.
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.id().eq_ignore_ascii_case(id))
    }

    /// The name on the box (English in transcripts and on the command line).
    pub fn title(self) -> Msg {
        Msg::new(match self {
            GameKind::Crimewave => "game-crimewave",
            GameKind::IntentToKill => "game-intent-to-kill",
            GameKind::Murdero => "game-murdero",
            GameKind::CrimeStory => "game-crime-story",
            GameKind::Keystone => "game-keystone",
        })
    }

    /// The game itself, in one short line.
    pub fn blurb(self) -> Msg {
        Msg::new(match self {
            GameKind::Crimewave => "game-crimewave-blurb",
            GameKind::IntentToKill => "game-intent-to-kill-blurb",
            GameKind::Murdero => "game-murdero-blurb",
            GameKind::CrimeStory => "game-crime-story-blurb",
            GameKind::Keystone => "game-keystone-blurb",
        })
    }

    /// What Alibi does for this game, in one line.
    pub fn role(self) -> Msg {
        Msg::new(match self {
            GameKind::Crimewave => "game-crimewave-plays",
            GameKind::IntentToKill => "game-intent-to-kill-role",
            GameKind::Murdero => "game-murdero-role",
            GameKind::CrimeStory => "game-crime-story-role",
            GameKind::Keystone => "game-keystone-role",
        })
    }

    /// A light companion for a game on the shelf, rather than a full referee.
    pub fn is_table_tool(self) -> bool {
        matches!(
            self,
            GameKind::Murdero | GameKind::CrimeStory | GameKind::Keystone
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_id(kind.id()), Some(kind));
        }
        assert_eq!(GameKind::from_id("CrimeWave"), Some(GameKind::Crimewave));
        assert_eq!(GameKind::from_id("chess"), None);
    }
}
