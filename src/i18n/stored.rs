//! A message as a file keeps it — its name and arguments rather than its words — so that
//! whoever reads the file later says it in their own language. The saved games' headers keep
//! their English lines too, for readers that don't know the message files.

use super::{Arg, Language, Msg, strictly};
use serde::{Deserialize, Serialize};

/// A [`Msg`] in a form a file can hold.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stored {
    /// The message's name, or the text itself when `raw`.
    id: String,
    /// Its arguments, by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    args: Vec<(String, StoredArg)>,
    /// Said as it is in every language.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    raw: bool,
}

/// An argument of a [`Stored`] message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum StoredArg {
    Number(i64),
    Text(String),
    Msg(Stored),
}

impl From<&Msg> for Stored {
    fn from(msg: &Msg) -> Stored {
        Stored {
            id: msg.id.to_string(),
            args: msg
                .args
                .iter()
                .map(|(name, arg)| {
                    let arg = match arg {
                        Arg::Number(n) => StoredArg::Number(*n),
                        Arg::Text(text) => StoredArg::Text(text.clone()),
                        Arg::Msg(inner) => StoredArg::Msg(Stored::from(inner.as_ref())),
                    };
                    (name.to_string(), arg)
                })
                .collect(),
            raw: msg.raw,
        }
    }
}

impl Stored {
    /// The message again, if this Alibi's English files still say it with these arguments (a
    /// file from another version may name a message that no longer exists).
    pub fn msg(&self) -> Option<Msg> {
        let msg = self.rebuilt();
        strictly(Language::English, &msg).ok().map(|_| msg)
    }

    fn rebuilt(&self) -> Msg {
        let mut msg = if self.raw {
            Msg::raw(self.id.clone())
        } else {
            Msg::new(self.id.clone())
        };
        msg.args = self
            .args
            .iter()
            .map(|(name, arg)| {
                let arg = match arg {
                    StoredArg::Number(n) => Arg::Number(*n),
                    StoredArg::Text(text) => Arg::Text(text.clone()),
                    StoredArg::Msg(inner) => Arg::Msg(Box::new(inner.rebuilt())),
                };
                (name.clone().into(), arg)
            })
            .collect();
        msg
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_message_comes_back_the_same_and_an_unknown_one_does_not() {
        let said = Msg::new("home-in-progress").arg("progress", Msg::new("intent-phase-city"));
        let json = serde_json::to_string(&Stored::from(&said)).unwrap();
        let back: Stored = serde_json::from_str(&json).unwrap();
        assert_eq!(back.msg(), Some(said));
        let gone = Stored::from(&Msg::new("no-such-message"));
        assert_eq!(gone.msg(), None);
        let missing_argument = Stored::from(&Msg::new("home-in-progress"));
        assert_eq!(missing_argument.msg(), None);
    }
}
