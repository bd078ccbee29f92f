//! The games Alibi referees, by the names records and transcripts use.

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

    /// The name on the box.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Crimewave => "Crimewave: California",
            GameKind::IntentToKill => "Intent to Kill",
            GameKind::Murdero => "Murdero",
            GameKind::CrimeStory => "Crime Story",
            GameKind::Keystone => "Keystone Crimewave",
        }
    }

    /// The game itself, in one short line.
    pub fn blurb(self) -> &'static str {
        match self {
            GameKind::Crimewave => {
                "Three serial Killers against the Investigators across California"
            }
            GameKind::IntentToKill => "One hidden Murderer among the civilians, one Detective",
            GameKind::Murdero => "Rummy-style cases and alibis, played in hands to 100",
            GameKind::CrimeStory => "Tell the crime a sentence at a time; a murderer hides",
            GameKind::Keystone => "A caper told together, its rolls settled by dice",
        }
    }

    /// What Alibi does for this game, in one line.
    pub fn role(self) -> &'static str {
        match self {
            GameKind::Crimewave => "Secret residences, comfort zones, raids, trials and the meters",
            GameKind::IntentToKill => "Secret Murderer and motive, honest answers; or play alone",
            GameKind::Murdero => "Score keeper",
            GameKind::CrimeStory => "Sentence timer and score pad",
            GameKind::Keystone => "Dice resolver",
        }
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
