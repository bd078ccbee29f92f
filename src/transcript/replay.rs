//! Plays a transcript against a game's rules and checks its `=> EXPECTED` marks.

use super::dialect::{Dialect, Line};
use std::path::Path;

/// Exit status of a replay that held every expectation.
pub const EXIT_OK: i32 = 0;
/// Exit status when an expectation failed or an action was refused unexpectedly.
pub const EXIT_FAILED: i32 = 1;
/// Exit status when the transcript could not be read or parsed.
pub const EXIT_UNREADABLE: i32 = 2;

/// What replaying a transcript produced.
#[derive(Debug, Clone)]
pub struct Replay<G: Dialect> {
    /// One line per action or query (`LINE: TEXT => RESULT`), or the error that stopped it.
    pub output: Vec<String>,
    /// 0, 1 or 2 as `docs/transcripts.md` defines.
    pub exit_code: i32,
    /// The game as the transcript left it (accepted actions only).
    pub game: G,
    /// The accepted actions in order: the game's record.
    pub actions: Vec<G::Action>,
}

/// A transcript line with its comment removed, split from its expectation.
pub(super) struct SourceLine<'a> {
    /// 1-based line number in the file.
    pub number: usize,
    /// The line without comment and expectation, trimmed.
    pub text: &'a str,
    /// What follows `=>`, trimmed.
    pub expected: Option<&'a str>,
}

/// The meaningful lines of a transcript: comments and blank lines dropped.
pub(super) fn source_lines(text: &str) -> impl Iterator<Item = SourceLine<'_>> {
    text.lines().enumerate().filter_map(|(i, raw)| {
        let without_comment = raw.split('#').next().unwrap_or("");
        let (text, expected) = match without_comment.split_once("=>") {
            Some((text, expected)) => (text.trim(), Some(expected.trim())),
            None => (without_comment.trim(), None),
        };
        (!text.is_empty()).then_some(SourceLine {
            number: i + 1,
            text,
            expected,
        })
    })
}

/// Checks the `alibi 1` header and returns the game named by the `game` line, with the
/// lines after it. `Err` is the message for exit status 2.
pub(super) fn header(text: &str) -> Result<(String, usize), String> {
    let mut lines = source_lines(text);
    match lines.next() {
        Some(line) if line.text.split_whitespace().eq(["alibi", "1"]) => {}
        Some(line) if line.text.split_whitespace().next() == Some("alibi") => {
            return Err(format!(
                "line {}: this transcript is format \"{}\"; this Alibi reads format 1",
                line.number, line.text
            ));
        }
        Some(line) => {
            return Err(format!(
                "line {}: a transcript starts with \"alibi 1\", not \"{}\"",
                line.number, line.text
            ));
        }
        None => return Err("the transcript is empty: it must start with \"alibi 1\"".into()),
    }
    match lines.next() {
        Some(line) => match line.text.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["game", name] => Ok((name.to_lowercase(), line.number)),
            _ => Err(format!(
                "line {}: expected \"game NAME\" after the header, found \"{}\"",
                line.number, line.text
            )),
        },
        None => Err("the transcript has no \"game\" line after \"alibi 1\"".into()),
    }
}

/// Plays a whole transcript of game `G`. Files the transcript names (a board) are read
/// relative to `base_dir`.
pub fn replay<G: Dialect>(text: &str, base_dir: &Path) -> Replay<G> {
    let mut replay = Replay {
        output: Vec::new(),
        exit_code: EXIT_OK,
        game: G::new(),
        actions: Vec::new(),
    };
    let first_play_line = match header(text) {
        Ok((game, _)) if game != G::GAME => {
            return replay.unreadable(format!(
                "this transcript is for \"{game}\", not \"{}\"",
                G::GAME
            ));
        }
        Ok((_, game_line)) => game_line + 1,
        Err(message) => return replay.unreadable(message),
    };
    for line in source_lines(text).filter(|l| l.number >= first_play_line) {
        let parsed = match G::parse_line(line.text, base_dir) {
            Ok(parsed) => parsed,
            Err(message) => return replay.unreadable(format!("line {}: {message}", line.number)),
        };
        let (result, held) = match parsed {
            Line::Query(query) => {
                let answer = replay.game.answer(&query);
                let held = line
                    .expected
                    .is_none_or(|e| e.eq_ignore_ascii_case(&answer));
                (answer, held)
            }
            Line::Action(action) => match replay.game.apply(&action) {
                Ok(result) => {
                    replay.actions.push(action);
                    let held = line.expected.is_none_or(|e| {
                        !starts_with_illegal(e) && contains_ignoring_case(&result, e)
                    });
                    (result, held)
                }
                Err(refusal) => {
                    let result = format!("illegal: {refusal}");
                    let held = line.expected.is_some_and(|e| {
                        starts_with_illegal(e) && contains_ignoring_case(&result, e)
                    });
                    (result, held)
                }
            },
        };
        if held {
            replay
                .output
                .push(format!("{}: {} => {result}", line.number, line.text));
        } else {
            replay.exit_code = EXIT_FAILED;
            replay.output.push(match line.expected {
                Some(expected) => format!("{}: expected {expected}, got {result}", line.number),
                None => format!("{}: {} => {result} (unexpected)", line.number, line.text),
            });
        }
    }
    replay
}

impl<G: Dialect> Replay<G> {
    fn unreadable(mut self, message: String) -> Self {
        self.output.push(message);
        self.exit_code = EXIT_UNREADABLE;
        self
    }
}

/// The transcript of a game's record: the header, the game line and one line per action.
pub fn export<G: Dialect>(actions: &[G::Action]) -> String {
    let mut text = format!("alibi 1\ngame {}\n", G::GAME);
    for action in actions {
        text.push_str(&G::format_action(action));
        text.push('\n');
    }
    text
}

fn starts_with_illegal(expected: &str) -> bool {
    expected
        .get(..7)
        .is_some_and(|start| start.eq_ignore_ascii_case("illegal"))
}

fn contains_ignoring_case(haystack: &str, needle: &str) -> bool {
    haystack.to_lowercase().contains(&needle.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Msg;
    use crate::rules::{Refusal, Rules};

    /// A counter that refuses to go past 2: just enough game to exercise the driver.
    #[derive(Debug, Clone, PartialEq)]
    struct Counter(u8);

    impl Rules for Counter {
        type Action = u8;
        type PublicView = u8;
        const GAME: &'static str = "counter";
        fn new() -> Self {
            Counter(0)
        }
        fn apply(&mut self, add: &u8) -> Result<String, Refusal> {
            match self.0 + add {
                n if n > 2 => Err(Refusal::new(format!("{n} is past 2"))),
                n => {
                    self.0 = n;
                    Ok(if n == 2 {
                        "ok; full".into()
                    } else {
                        "ok".into()
                    })
                }
            }
        }
        fn describe(&self, add: &u8) -> Msg {
            Msg::raw(format!("Add {add}"))
        }
        fn progress(&self) -> Msg {
            Msg::raw(format!("At {}", self.0))
        }
        fn public_view(&self) -> u8 {
            self.0
        }
    }

    impl Dialect for Counter {
        type Query = ();
        fn parse_line(line: &str, _: &Path) -> Result<Line<u8, ()>, String> {
            match line.split_whitespace().collect::<Vec<_>>().as_slice() {
                ["?", "count"] => Ok(Line::Query(())),
                ["add", n] => n
                    .parse()
                    .map(Line::Action)
                    .map_err(|_| format!("bad number {n}")),
                _ => Err(format!("unknown line \"{line}\"")),
            }
        }
        fn answer(&self, _: &()) -> String {
            self.0.to_string()
        }
        fn format_action(add: &u8) -> String {
            format!("add {add}")
        }
    }

    fn play(text: &str) -> Replay<Counter> {
        replay(text, Path::new("."))
    }

    #[test]
    fn expectations_match_results_case_insensitively_and_by_kind() {
        let replay = play(
            "# a comment\nalibi 1\ngame counter\n\nadd 1 => ok\nadd 1 => FULL # case-insensitive substring\n\
             add 1 => illegal: 3 is past\n? count => 2\n",
        );
        assert_eq!(replay.exit_code, EXIT_OK, "{:?}", replay.output);
        assert_eq!(replay.actions, vec![1, 1]);
        assert_eq!(replay.output[0], "5: add 1 => ok");
        assert_eq!(replay.output[3], "8: ? count => 2");
    }

    #[test]
    fn a_query_must_match_exactly_and_success_never_matches_a_refusal() {
        assert_eq!(
            play("alibi 1\ngame counter\n? count => 0 \n").exit_code,
            EXIT_OK
        );
        let replay = play("alibi 1\ngame counter\n? count => 00\n");
        assert_eq!(replay.exit_code, EXIT_FAILED);
        assert_eq!(replay.output, vec!["3: expected 00, got 0"]);
        // "past" is in the refusal, but only an expectation starting with "illegal" may match one.
        assert_eq!(
            play("alibi 1\ngame counter\nadd 3 => past\n").exit_code,
            EXIT_FAILED
        );
    }

    #[test]
    fn an_unexpected_refusal_fails_the_replay() {
        let replay = play("alibi 1\ngame counter\nadd 3\nadd 1\n");
        assert_eq!(replay.exit_code, EXIT_FAILED);
        assert_eq!(
            replay.actions,
            vec![1],
            "the refused action changes nothing"
        );
        assert!(replay.output[0].contains("illegal: 3 is past 2"));
    }

    #[test]
    fn unreadable_transcripts_exit_2_with_the_line() {
        for (text, message) in [
            ("", "empty"),
            ("alibi 2\n", "format \"alibi 2\""),
            ("hello\n", "line 1"),
            ("alibi 1\n", "no \"game\" line"),
            ("alibi 1\ngame crimewave\n", "not \"counter\""),
            ("alibi 1\ngame counter\nadd x\n", "line 3: bad number x"),
        ] {
            let replay = play(text);
            assert_eq!(replay.exit_code, EXIT_UNREADABLE, "{text:?}");
            assert!(
                replay.output.last().unwrap().contains(message),
                "{:?}",
                replay.output
            );
        }
    }

    #[test]
    fn export_replays_to_the_same_game() {
        let played = play("alibi 1\ngame counter\nadd 1\nadd 1\n");
        let again = play(&export::<Counter>(&played.actions));
        assert_eq!(again.exit_code, EXIT_OK);
        assert_eq!(again.game, played.game);
    }
}
