//! The open protocol: an outside program plays a side of Intent to Kill, as chess engines
//! speak UCI. Alibi starts the program and talks to it in the transcript dialect, one line
//! at a time, over its standard input and output (docs/protocol.md):
//!
//! - Alibi sends `alibi 1`, `game intent-to-kill`, `? side => murderer` (or `detective`),
//!   then every line the side may see as it happens, each followed by its result
//!   (`question nurse tall => no`): the Detective's side gets the public lines only (a
//!   question without its `lie`, no secret setup line), the Murderer's side its secret
//!   setup too.
//! - When the side must act, Alibi sends `# legal: LINE; LINE; …` (every legal line, so even
//!   a tiny script can play) and `? your-move`; the program answers one action line, or
//!   `pass` when the Murderer's City moves are done. When the Detective asks a question, the
//!   Murderer's side gets `? your-answer NAME TRAIT` and answers `question NAME TRAIT` (the
//!   truth) or `question NAME TRAIT lie`.
//! - A refused line is answered `illegal: REASON` and the program may try again; after 3
//!   refusals in a row, or 10 s without an answer, the side forfeits the game. The game
//!   ends with `? winner => detective` (or `murderer`), then Alibi closes the program's
//!   input.

use super::table::{Forfeit, Player};
use crate::plays::Side;
use crate::plays::intent::moves::{self, DetectiveMove};
use crate::plays::intent::turn::Decision;
use crate::rules::intent::{Action, Answer, Civilian, IntentToKill, Phase, PublicView, Trait};
use crate::transcript::{Dialect, Line};
use rand::rngs::StdRng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// How long a program may think about one line.
pub const ANSWER_TIME: Duration = Duration::from_secs(10);
/// Refusals in a row that forfeit the game.
pub const REFUSALS: u32 = 3;

/// A running outside program playing one side.
pub struct Program {
    side: Side,
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    refusals: u32,
    /// Why the program can no longer play (it closed its output, wrote nothing in time).
    gone: Option<String>,
}

impl Program {
    /// Starts `command` (through the system's shell) to play `side`, and greets it.
    pub fn start(command: &str, side: Side) -> Result<Program, String> {
        let mut shell = if cfg!(windows) {
            let mut c = Command::new("cmd");
            c.arg("/C");
            c
        } else {
            let mut c = Command::new("sh");
            c.arg("-c");
            c
        };
        let mut child = shell
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("can't start \"{command}\": {e}"))?;
        let output = child
            .stdout
            .take()
            .ok_or_else(|| format!("\"{command}\" has no output to read"))?;
        let (send, lines) = channel();
        // A reader thread, so a silent program can be timed out.
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut program = Program {
            side,
            input: child.stdin.take(),
            child,
            lines,
            refusals: 0,
            gone: None,
        };
        let side_word = if side == Side::Murderer {
            "murderer"
        } else {
            "detective"
        };
        program.send("alibi 1");
        program.send("game intent-to-kill");
        program.send(&format!("? side => {side_word}"));
        Ok(program)
    }

    fn send(&mut self, line: &str) {
        let Some(input) = self.input.as_mut() else {
            return;
        };
        if writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .is_err()
        {
            self.gone
                .get_or_insert_with(|| "the program closed its input".into());
        }
    }

    /// The program's next line that isn't a comment or blank.
    fn receive(&mut self) -> Result<String, Forfeit> {
        if let Some(why) = &self.gone {
            return Err(Forfeit(why.clone()));
        }
        loop {
            match self.lines.recv_timeout(ANSWER_TIME) {
                Ok(line) => {
                    let line = line.split('#').next().unwrap_or("").trim().to_owned();
                    if !line.is_empty() {
                        return Ok(line);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(Forfeit(format!(
                        "no answer within {} s",
                        ANSWER_TIME.as_secs()
                    )));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Forfeit("the program stopped".into()));
                }
            }
        }
    }

    /// Asks `prompt` with the legal lines, and reads the answer as an action (or `pass`).
    fn ask(&mut self, legal: &[String], prompt: &str) -> Result<Option<Action>, Forfeit> {
        self.send(&format!("# legal: {}", legal.join("; ")));
        loop {
            self.send(prompt);
            let line = self.receive()?;
            if line.eq_ignore_ascii_case("pass") {
                return Ok(None);
            }
            match IntentToKill::parse_line(&line, std::path::Path::new(".")) {
                Ok(Line::Action(action)) => return Ok(Some(action)),
                Ok(Line::Query(_)) => self.refused("a question is not a move")?,
                Err(why) => self.refused(&why)?,
            }
        }
    }

    /// The line for an action as this side may read it.
    fn line_for(&self, action: &Action) -> Option<String> {
        let secret = matches!(
            action,
            Action::Murderer(_)
                | Action::Poi(_)
                | Action::Motive(_)
                | Action::Offer(_)
                | Action::Supporters(_)
        );
        match action {
            _ if secret && self.side != Side::Murderer => None,
            // The undercover agent is the Detective's secret.
            Action::Agent(_) if self.side == Side::Murderer => None,
            Action::Question {
                civilian, about, ..
            } if self.side != Side::Murderer => {
                Some(IntentToKill::format_action(&Action::Question {
                    civilian: *civilian,
                    about: *about,
                    lie: false,
                }))
            }
            _ => Some(IntentToKill::format_action(action)),
        }
    }
}

/// Every legal line for a side, as the dialect writes it.
fn lines(actions: impl IntoIterator<Item = Action>) -> Vec<String> {
    actions
        .into_iter()
        .map(|a| IntentToKill::format_action(&a))
        .collect()
}

impl Player for Program {
    fn murderer(&mut self, game: &IntentToKill, _rng: &mut StdRng) -> Result<Decision, Forfeit> {
        let mut legal = lines(moves::murderer(game));
        if game.phase() == Phase::City {
            legal.push("pass".into());
        }
        Ok(match self.ask(&legal, "? your-move")? {
            Some(action) => Decision::Act(action),
            None => Decision::Pass,
        })
    }

    fn answer(
        &mut self,
        game: &IntentToKill,
        civilian: Civilian,
        about: Trait,
        _rng: &mut StdRng,
    ) -> Result<bool, Forfeit> {
        let mut options = vec![Action::Question {
            civilian,
            about,
            lie: false,
        }];
        if game.may_lie(civilian) {
            options.push(Action::Question {
                civilian,
                about,
                lie: true,
            });
        }
        let prompt = format!("? your-answer {} {}", civilian.slug(), about.slug());
        loop {
            match self.ask(&lines(options.clone()), &prompt)? {
                Some(Action::Question {
                    civilian: c,
                    about: t,
                    lie,
                }) if c == civilian && t == about => return Ok(lie),
                _ => self.refused("answer with the question asked: question NAME TRAIT [lie]")?,
            }
        }
    }

    fn detective(&mut self, view: &PublicView, _rng: &mut StdRng) -> Result<Decision, Forfeit> {
        let legal: Vec<String> = moves::detective(view)
            .into_iter()
            .map(|m| match m {
                DetectiveMove::Act(a) => IntentToKill::format_action(&a),
                DetectiveMove::Ask(c, t) => format!("question {} {}", c.slug(), t.slug()),
            })
            .collect();
        Ok(match self.ask(&legal, "? your-move")? {
            Some(Action::Question {
                civilian,
                about,
                lie: false,
            }) => Decision::Ask(civilian, about),
            Some(action) => Decision::Act(action),
            None => Decision::Pass,
        })
    }

    fn hear(&mut self, _game: &IntentToKill, action: &Action, result: &Answer) {
        self.refusals = 0;
        if let Some(line) = self.line_for(action) {
            self.send(&format!("{line} => {result}"));
        }
    }

    fn refused(&mut self, reason: &str) -> Result<(), Forfeit> {
        self.refusals += 1;
        self.send(&format!("illegal: {reason}"));
        if self.refusals >= REFUSALS {
            return Err(Forfeit(format!(
                "{REFUSALS} refused lines in a row (the last: {reason})"
            )));
        }
        Ok(())
    }

    fn finish(&mut self, winner: &str) {
        self.send(&format!("? winner => {winner}"));
        // Closing its input tells the program the game is over.
        self.input = None;
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.input = None;
        // A program that ignores the end of its input is not left running.
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(Duration::from_millis(50));
            if !matches!(self.child.try_wait(), Ok(Some(_))) {
                let _ = self.child.kill();
            }
        }
        let _ = self.child.wait();
    }
}
