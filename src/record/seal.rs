//! The sealed setup: a chain of fingerprints of the secrets, shown to the table as the game
//! goes, and the corrections an undo leaves behind.
//!
//! Each time a game's secrets take a new value (the start of play, a Killer's forced move, an
//! escape), the record adds a link to the chain. Its fingerprint is the SHA-256 of this text,
//! in UTF-8, each line ending in a newline:
//!
//! ```text
//! alibi-seal-1
//! {the previous link's fingerprint, 64 lowercase hex digits; an empty line for the first}
//! {the secrets, as Rules::secrets writes them}
//! {the salt, 32 lowercase hex digits}
//! ```
//!
//! so anyone can check a link by hand with
//! `printf 'alibi-seal-1\n%s\n%s\n%s\n' PREVIOUS SECRETS SALT | sha256sum`. The salt (16 random
//! bytes, drawn for each link) keeps the table from trying every possible secret against the
//! fingerprint; the previous fingerprint chains each link to the ones before it.

use crate::i18n::Msg;
use crate::msg;
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The first line of every sealed text: which formula made the fingerprint.
pub const SEAL_FORMAT: &str = "alibi-seal-1";

/// One link of the chain, as saved in the game's file (the secrets themselves are not: they
/// are rebuilt by replaying the actions).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seal {
    /// How many actions had been taken when the secrets were sealed.
    pub after: usize,
    /// The random salt, 32 lowercase hex digits.
    pub salt: String,
    /// The full SHA-256 fingerprint, 64 lowercase hex digits.
    pub fingerprint: String,
}

/// Public lines the table had seen that an undo or a jump back took away.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    /// How many actions were left once the lines were taken back.
    pub at: usize,
    /// The lines as the table had read them ("RAID at 56 on the Red Terror by Ann: MISS",
    /// "sealed setup 3F2A 91C0 7B"): messages, said in the table's language where shown.
    #[serde(with = "withdrawn")]
    pub withdrawn: Vec<Msg>,
    /// Where in the table's log the first withdrawn line stood, and how many of the lines
    /// were the log's (the rest are sealed-setup links): lines given again at the same place
    /// are no longer a correction. Absent in corrections saved before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_at: Option<(usize, usize)>,
}

impl Correction {
    /// What the table reads for each withdrawn line.
    pub fn lines(&self) -> impl Iterator<Item = Msg> + '_ {
        self.withdrawn
            .iter()
            .map(|line| msg!("seal-corrected", line = line.clone()))
    }
}

/// A link of the chain an undo took back, as the table had read it.
pub fn withdrawn_link(fingerprint: &str) -> Msg {
    msg!("seal-withdrawn-link", short = short(fingerprint))
}

/// How a file keeps the withdrawn lines: each as its message (so whoever opens the file later
/// reads it in their own language) with its English words beside it, for readers that don't
/// know the message files. Files saved before the messages were kept hold the English alone,
/// which is then shown as it is.
mod withdrawn {
    use crate::i18n::{Msg, Stored};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// One line in the file.
    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Line {
        Said { line: String, msg: Stored },
        English(String),
    }

    pub fn serialize<S: Serializer>(lines: &[Msg], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(lines.iter().map(|msg| Line::Said {
            line: msg.to_string(),
            msg: Stored::from(msg),
        }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Msg>, D::Error> {
        let lines = Vec::<Line>::deserialize(deserializer)?;
        Ok(lines
            .into_iter()
            .map(|line| match line {
                // A message this Alibi no longer says (a file from another version) keeps
                // its English words.
                Line::Said { line, msg } => msg.msg().unwrap_or_else(|| Msg::raw(line)),
                Line::English(line) => Msg::raw(line),
            })
            .collect())
    }
}

/// The text whose SHA-256 is a link's fingerprint (see the module's documentation).
pub fn sealed_text(previous: &str, secrets: &str, salt: &str) -> String {
    format!("{SEAL_FORMAT}\n{previous}\n{secrets}\n{salt}\n")
}

/// A link's full fingerprint: 64 lowercase hex digits.
pub fn fingerprint(previous: &str, secrets: &str, salt: &str) -> String {
    hex(&Sha256::digest(
        sealed_text(previous, secrets, salt).as_bytes(),
    ))
}

/// The shell command that recomputes a link's fingerprint by hand. Every value is quoted for
/// the shell, so one read from a damaged file can't smuggle a command into it.
pub fn check_command(previous: &str, secrets: &str, salt: &str) -> String {
    let quote = |value: &str| format!("'{}'", value.replace('\'', r"'\''"));
    format!(
        "printf '{SEAL_FORMAT}\\n%s\\n%s\\n%s\\n' {} {} {} | sha256sum",
        quote(previous),
        quote(secrets),
        quote(salt)
    )
}

/// The first ten hex digits of a fingerprint, in capitals and grouped for reading aloud
/// ("3F2A 91C0 7B"): what the table notes down.
pub fn short(fingerprint: &str) -> String {
    let digits: Vec<char> = fingerprint
        .chars()
        .take(10)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    digits
        .chunks(4)
        .map(|group| group.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A salt made of random bytes drawn by the caller: 32 lowercase hex digits.
pub fn salt(bytes: [u8; 16]) -> String {
    hex(&bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One link checked against the replayed game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkCheck {
    /// The link as saved.
    pub seal: Seal,
    /// The action the link was made after, in words ("Start the game"), if it exists.
    pub label: Option<String>,
    /// The secrets the replayed game had at that point, if it had any.
    pub secrets: Option<String>,
    /// The fingerprint recomputed from those secrets, the saved salt and the saved previous
    /// fingerprint.
    pub recomputed: Option<String>,
}

impl LinkCheck {
    /// Whether the saved fingerprint is the recomputed one.
    pub fn matches(&self) -> bool {
        self.recomputed.as_deref() == Some(self.seal.fingerprint.as_str())
    }

    /// The link in one line: "after action 12 (Start the game): 3F2A 91C0 7B — red 41;
    /// green 18; blue 3 — salt 9c1e… — matches".
    pub fn summary(&self) -> Msg {
        let seal = &self.seal;
        let when = match &self.label {
            Some(label) => msg!(
                "seal-after-label",
                after = seal.after,
                label = label.as_str()
            ),
            None => msg!("seal-after", after = seal.after),
        };
        let secrets = match &self.secrets {
            Some(secrets) => Msg::raw(secrets.clone()),
            None => msg!("seal-no-secrets"),
        };
        let verdict = match &self.recomputed {
            _ if self.matches() => msg!("seal-matches"),
            Some(recomputed) => msg!(
                "seal-mismatch",
                recomputed = short(recomputed),
                saved = short(&seal.fingerprint)
            ),
            None => msg!("seal-mismatch-nothing"),
        };
        msg!(
            "seal-summary",
            when = when,
            short = short(&seal.fingerprint),
            secrets = secrets,
            salt = seal.salt.as_str(),
            verdict = verdict
        )
    }
}

/// A whole chain checked against the replayed game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// Every saved link, checked.
    pub links: Vec<LinkCheck>,
    /// Action counts after which the secrets took a new value that no link seals.
    pub unsealed: Vec<usize>,
}

impl Verification {
    /// Whether every link matches and every change of the secrets is sealed.
    pub fn holds(&self) -> bool {
        self.unsealed.is_empty() && self.links.iter().all(LinkCheck::matches)
    }

    /// Each change of the secrets that no link seals, in words.
    pub fn unsealed(&self) -> impl Iterator<Item = Msg> + '_ {
        self.unsealed
            .iter()
            .map(|after| msg!("seal-unsealed", after = *after))
    }

    /// The same in English, for the command line.
    pub fn unsealed_lines(&self) -> impl Iterator<Item = String> + '_ {
        self.unsealed().map(|line| line.to_string())
    }
}

/// Replays `actions` from a new game and checks every saved link against the secrets the
/// game had after that many actions; also finds changes of the secrets that no link seals.
/// `labels` are the actions in words, oldest first (the audit writes them in English).
pub fn verify<G: Rules>(actions: &[G::Action], labels: &[Msg], seals: &[Seal]) -> Verification {
    let mut game = G::new();
    let mut secrets = vec![game.secrets()];
    for action in actions {
        // The record was rebuilt from these very actions, so each is accepted again.
        let _ = game.apply(action);
        secrets.push(game.secrets());
    }
    let unsealed = (1..secrets.len())
        .filter(|&i| secrets[i].is_some() && secrets[i] != secrets[i - 1])
        .filter(|&i| !seals.iter().any(|s| s.after == i))
        .collect();
    let mut previous = String::new();
    let links = seals
        .iter()
        .map(|seal| {
            let at = secrets.get(seal.after).cloned().flatten();
            let check = LinkCheck {
                seal: seal.clone(),
                label: seal
                    .after
                    .checked_sub(1)
                    .and_then(|i| labels.get(i))
                    .map(Msg::to_string),
                recomputed: at.as_deref().map(|s| fingerprint(&previous, s, &seal.salt)),
                secrets: at,
            };
            previous = seal.fingerprint.clone();
            check
        })
        .collect();
    Verification { links, unsealed }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_vector() {
        let text = sealed_text("", "red 41; green 18; blue 3", &"0".repeat(32));
        assert_eq!(
            text,
            "alibi-seal-1\n\nred 41; green 18; blue 3\n00000000000000000000000000000000\n"
        );
        // From coreutils: printf the text above | sha256sum
        assert_eq!(
            fingerprint("", "red 41; green 18; blue 3", &"0".repeat(32)),
            "c1db5accb5ed21a5de619316bdac694ec540bb090316ae672ef06b334d9a82ea"
        );
    }

    #[test]
    fn short_groups_ten_capital_digits() {
        assert_eq!(short("3f2a91c07b55aa"), "3F2A 91C0 7B");
        assert_eq!(salt([0xab; 16]), "ab".repeat(16));
    }

    #[test]
    fn the_chain_depends_on_the_previous_link() {
        let salt = "1".repeat(32);
        let first = fingerprint("", "red 41", &salt);
        assert_ne!(
            fingerprint(&first, "red 42", &salt),
            fingerprint("", "red 42", &salt)
        );
        assert_ne!(
            fingerprint("", "red 41", &salt),
            fingerprint("", "red 41", &"2".repeat(32))
        );
    }

    #[test]
    fn the_check_command_quotes_the_secrets() {
        assert_eq!(
            check_command("", "murderer: Ice Cream Man's", "00"),
            "printf 'alibi-seal-1\\n%s\\n%s\\n%s\\n' '' 'murderer: Ice Cream Man'\\''s' '00' | sha256sum"
        );
    }
}
