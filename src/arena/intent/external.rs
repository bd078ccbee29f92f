//! The open protocol: an outside program plays a side of Intent to Kill, as chess engines
//! speak UCI. Alibi starts the program and talks to it in the transcript dialect, one line
//! at a time, over its standard input and output (docs/protocol.md):
//!
//! - Alibi sends `alibi 1`, `game intent-to-kill`, `? side => murderer` (or `detective`),
//!   then every line the side may see as it happens, each followed by its result
//!   (`question nurse tall => no`): the Detective's side gets the public lines only (a
//!   question without its `lie`, no secret setup line), the Murderer's side its secret
//!   setup too. The marker's move onto a new crime scene comes as a line of its own
//!   (`detective 23 => crime-scene`).
//! - When the side must act, Alibi sends `# legal: LINE; LINE; …` (every line the engine
//!   would take, `refuse` and the Fire Station's `token` included, so even a tiny script can
//!   play) and `? your-move`; the program answers one action line, or `pass` when the
//!   Murderer's City moves are done. When the Detective asks a question, the Murderer's side
//!   gets `? your-answer NAME TRAIT` and answers `question NAME TRAIT` (the truth) or
//!   `question NAME TRAIT lie`.
//! - A refused line (a line past 4 KiB among them) is answered `illegal: REASON` and the
//!   program may try again; after 3 refusals in a row, 10 s without an answer, or once the
//!   program stops, the side forfeits the game. The game ends with `? winner => detective`
//!   (or `murderer`), then Alibi closes the program's input. The process itself — bounded
//!   lines, flat memory, nothing left running — is [`crate::arena::process`]'s.

use super::table::{Forfeit, Player};
use crate::arena::process::Conversation;
use crate::plays::Side;
use crate::plays::intent::moves::{self, DetectiveMove};
use crate::plays::intent::turn::Decision;
use crate::rules::Rules;
use crate::rules::intent::{Action, Block, Civilian, IntentToKill, Phase, PublicView, Trait};
use crate::transcript::{Dialect, Line};
use rand::rngs::StdRng;
use std::time::Duration;

/// How long a program may think about one line.
pub const ANSWER_TIME: Duration = Duration::from_secs(10);
/// The line a Detective's program answers to take the Fire Station's action: the referee's
/// bag draws the token, as a player draws one from the stack unseen.
pub const FIRE_STATION: &str = "token";

/// A running outside program playing one side.
pub struct Program {
    side: Side,
    talk: Conversation,
    /// The Detective marker's block as the program last heard it.
    marker: Option<Block>,
}

impl Program {
    /// Starts `command` (through the system's shell) to play `side`, and greets it.
    pub fn start(command: &str, side: Side) -> Result<Program, String> {
        let side_line = if side == Side::Murderer {
            "? side => murderer"
        } else {
            "? side => detective"
        };
        let greeting = ["alibi 1", "game intent-to-kill", side_line];
        Ok(Program {
            side,
            talk: Conversation::start(command, ANSWER_TIME, &greeting)?,
            marker: None,
        })
    }

    /// The same program with `patience` to think about each line instead of
    /// [`ANSWER_TIME`] (tests of programs that never answer needn't wait 10 s).
    pub fn patience(mut self, patience: Duration) -> Program {
        self.talk.set_patience(patience);
        self
    }

    /// The program's process id (on Unix also its process group's).
    pub fn id(&self) -> u32 {
        self.talk.id()
    }

    /// Asks `prompt` with the legal lines, and reads the answer.
    fn ask(&mut self, legal: &[String], prompt: &str) -> Result<Answer, Forfeit> {
        self.talk.send(&format!("# legal: {}", legal.join("; ")));
        loop {
            let line = self.talk.prompt(prompt).map_err(Forfeit)?;
            if line.eq_ignore_ascii_case("pass") {
                return Ok(Answer::Pass);
            }
            if line.eq_ignore_ascii_case(FIRE_STATION) {
                return Ok(Answer::FireStation);
            }
            match IntentToKill::parse_line(&line, std::path::Path::new(".")) {
                Ok(Line::Action(action)) => return Ok(Answer::Act(action)),
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

/// What a program answered to a prompt.
enum Answer {
    /// An action line.
    Act(Action),
    /// `pass`.
    Pass,
    /// The Fire Station's action, its token to be drawn by the bag.
    FireStation,
}

/// Every legal line for a side, as the dialect writes it.
fn lines(actions: impl IntoIterator<Item = Action>) -> Vec<String> {
    actions
        .into_iter()
        .map(|a| IntentToKill::format_action(&a))
        .collect()
}

/// Every line the Murderer's side may send now: its moves, and a refusal to murder wherever
/// the engine takes one (a second refusal loses the game, but it is the Murderer's to make).
pub fn murderer_lines(game: &IntentToKill) -> Vec<String> {
    let mut legal = moves::murderer(game);
    if !legal.contains(&Action::Refuse) && game.clone().apply(&Action::Refuse).is_ok() {
        legal.push(Action::Refuse);
    }
    let mut legal = lines(legal);
    if game.phase() == Phase::City {
        legal.push("pass".into());
    }
    legal
}

/// Every line the Detective's side may send now, from the public view: its moves, the Fire
/// Station's action (`token`, drawn by the bag) and the moves of the one open.
pub fn detective_lines(view: &PublicView) -> Vec<String> {
    let mut legal: Vec<String> = moves::detective(view)
        .into_iter()
        .map(|m| match m {
            DetectiveMove::Act(a) => IntentToKill::format_action(&a),
            DetectiveMove::Ask(c, t) => format!("question {} {}", c.slug(), t.slug()),
        })
        .collect();
    if moves::fire_station_open(view) {
        legal.push(FIRE_STATION.into());
    }
    legal.extend(lines(moves::fire_station_moves(view)));
    legal
}

/// A placeholder for the Fire Station's token, which the referee's bag replaces (see
/// [`super::table`]): a side never chooses it.
fn unseen_token() -> Action {
    Action::Token(crate::rules::intent::Group::ALL[0])
}

impl Player for Program {
    fn murderer(&mut self, game: &IntentToKill, _rng: &mut StdRng) -> Result<Decision, Forfeit> {
        let legal = murderer_lines(game);
        loop {
            match self.ask(&legal, "? your-move")? {
                Answer::Act(action) => return Ok(Decision::Act(action)),
                Answer::Pass => return Ok(Decision::Pass),
                Answer::FireStation => self.refused("the Fire Station is the Detective's")?,
            }
        }
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
                Answer::Act(Action::Question {
                    civilian: c,
                    about: t,
                    lie,
                }) if c == civilian && t == about => return Ok(lie),
                _ => self.refused("answer with the question asked: question NAME TRAIT [lie]")?,
            }
        }
    }

    fn detective(&mut self, view: &PublicView, _rng: &mut StdRng) -> Result<Decision, Forfeit> {
        Ok(match self.ask(&detective_lines(view), "? your-move")? {
            Answer::Act(Action::Question {
                civilian,
                about,
                lie: false,
            }) => Decision::Ask(civilian, about),
            Answer::Act(action) => Decision::Act(action),
            Answer::FireStation => Decision::Act(unseen_token()),
            Answer::Pass => Decision::Pass,
        })
    }

    fn hear(
        &mut self,
        game: &IntentToKill,
        action: &Action,
        result: &crate::rules::intent::Answer,
    ) {
        self.talk.accepted();
        if let Some(line) = self.line_for(action) {
            self.talk.send(&format!("{line} => {result}"));
        }
        // The rules move the marker onto a new crime scene (the Initial Response): both
        // sides hear it as a line, as they hear every step of it.
        let marker = game.city().detective();
        if self.marker.is_some_and(|m| m != marker) && !matches!(action, Action::Detective(_)) {
            self.talk.send(&format!(
                "{} => crime-scene",
                IntentToKill::format_action(&Action::Detective(marker))
            ));
        }
        self.marker = Some(marker);
    }

    fn refused(&mut self, reason: &str) -> Result<(), Forfeit> {
        self.talk.refused(reason).map_err(Forfeit)
    }

    fn finish(&mut self, winner: &str) {
        // Closing its input tells the program the game is over.
        self.talk.finish(&format!("? winner => {winner}"));
    }
}
