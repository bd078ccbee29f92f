//! Crimewave: California transcript lines (`docs/transcripts.md`, "Crimewave: California").
//!
//! `evidence LOC EVIDENCE` adds an unverified tile to an unsolved scene (a card, or the
//! Criminal Liaison), so scenes can hold several tiles.
//!
//! Boards: `board stand-in` is the shipped board; `board PATH` reads a board file relative
//! to the transcript and the action keeps both the whole board (so a record replays without
//! the file) and PATH as written (so an export names the same file again and reads back as
//! the same action while the file is unchanged).

use super::dialect::{Dialect, Line};
use crate::rules::crimewave::{
    Action, Board, BoardChoice, Crimewave, Evidence, HouseRule, Killer, Loc, MethodChoice,
};
use std::path::Path;

/// A Crimewave `?` question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Query {
    /// `? panic`: Public Panic.
    Panic,
    /// `? victim-counter`: nodes advanced since the loop last closed.
    VictimCounter,
    /// `? spook KILLER`.
    Spook(Killer),
    /// `? status KILLER`: free, arrested, incarcerated or escaped.
    Status(Killer),
    /// `? case KILLER`: case-file points.
    Case(Killer),
    /// `? legal KILLER`: where it may kill now.
    Legal(Killer),
    /// `? distance A B`: steps avoiding Neighborhood Watches.
    Distance(Loc, Loc),
    /// `? eligible-watches`.
    EligibleWatches,
    /// `? demand`: who owes the next raid, in seat order.
    Demand,
    /// `? exposure KILLER`: how many residences are still consistent with public facts.
    Exposure(Killer),
    /// `? advice KILLER`: each legal site with the exposure a murder there would leave.
    Advice(Killer),
    /// `? winner`.
    Winner,
    /// `? revealed`: whether all residences had to be shown.
    Revealed,
}

fn killer(word: &str) -> Result<Killer, String> {
    Killer::from_word(word).ok_or_else(|| format!("'{word}' is not a Killer (red, green or blue)"))
}

fn loc(word: &str) -> Result<Loc, String> {
    word.parse()
        .map_err(|_| format!("'{word}' is not a location number"))
}

fn evidence(word: &str) -> Result<Evidence, String> {
    Evidence::from_word(word).ok_or_else(|| {
        format!("'{word}' is not an Evidence tile (item, blood, fingerprint or witness)")
    })
}

fn points(word: &str) -> Result<u32, String> {
    word.parse()
        .map_err(|_| format!("'{word}' is not a card total (a whole number, 0 or more)"))
}

/// A method by name (kept as written: the game matches names ignoring case) or `d8=N`.
fn method(word: &str) -> Result<MethodChoice, String> {
    match word.get(..3) {
        Some(prefix) if prefix.eq_ignore_ascii_case("d8=") => {
            let face = word.get(3..).unwrap_or("");
            face.parse()
                .map(MethodChoice::Face)
                .map_err(|_| format!("'{word}' needs the face rolled, 1 to 8"))
        }
        _ => Ok(MethodChoice::Named(word.to_string())),
    }
}

fn method_word(choice: &MethodChoice) -> String {
    match choice {
        MethodChoice::Named(name) => name.clone(),
        MethodChoice::Face(face) => format!("d8={face}"),
    }
}

fn read_board(path: &str, base_dir: &Path) -> Result<Action, String> {
    if path.eq_ignore_ascii_case("stand-in") {
        return Ok(Action::Board(BoardChoice::StandIn));
    }
    let text = std::fs::read_to_string(base_dir.join(path))
        .map_err(|e| format!("can't read the board file {path}: {e}"))?;
    let (board, _warnings) = Board::from_json(&text)
        .map_err(|errors| format!("the board file {path} is broken: {}", errors.join("; ")))?;
    Ok(Action::Board(BoardChoice::File {
        path: path.to_string(),
        board,
    }))
}

fn parse_query(words: &[&str]) -> Result<Query, String> {
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    Ok(match lower.as_slice() {
        ["panic"] => Query::Panic,
        ["victim-counter"] => Query::VictimCounter,
        ["spook", k] => Query::Spook(killer(k)?),
        ["status", k] => Query::Status(killer(k)?),
        ["case", k] => Query::Case(killer(k)?),
        ["legal", k] => Query::Legal(killer(k)?),
        ["distance", a, b] => Query::Distance(loc(a)?, loc(b)?),
        ["eligible-watches"] => Query::EligibleWatches,
        ["demand"] => Query::Demand,
        ["exposure", k] => Query::Exposure(killer(k)?),
        ["advice", k] => Query::Advice(killer(k)?),
        ["winner"] => Query::Winner,
        ["revealed"] => Query::Revealed,
        _ => {
            return Err(format!(
                "unknown question '? {}'; Crimewave asks panic, victim-counter, spook, status, case, \
                 legal, distance, eligible-watches, demand, exposure, advice, winner, revealed",
                words.join(" ")
            ));
        }
    })
}

/// How each line is written, for the message when one doesn't read.
const FORMS: &[(&str, &str)] = &[
    ("board", "board stand-in | board PATH"),
    ("investigators", "investigators NAME..."),
    ("method", "method KILLER METHOD | method KILLER d8=N"),
    ("residence", "residence KILLER LOC"),
    ("scene", "scene KILLER LOC EVIDENCE"),
    ("rule", "rule NAME VALUE"),
    ("start", "start"),
    ("murder", "murder KILLER LOC EVIDENCE"),
    ("random-killing", "random-killing LOC EVIDENCE [METHOD]"),
    ("evidence", "evidence LOC EVIDENCE"),
    ("verify", "verify LOC EVIDENCE"),
    ("watch", "watch LOC"),
    ("raid", "raid INVESTIGATOR LOC KILLER"),
    ("tie", "tie LOC"),
    ("trial", "trial PROSECUTION DEFENSE"),
    ("change-method", "change-method KILLER METHOD"),
    ("relocate", "relocate KILLER LOC"),
    ("full-moon", "full-moon METHOD METHOD METHOD"),
    ("escape", "escape KILLER LOC"),
];

fn parse_action(line: &str, words: &[&str], base_dir: &Path) -> Result<Action, String> {
    let verb = words
        .first()
        .map(|w| w.to_ascii_lowercase())
        .unwrap_or_default();
    let args = words.get(1..).unwrap_or(&[]);
    Ok(match (verb.as_str(), args) {
        ("board", [_, ..]) => {
            let path = line.get(verb.len()..).unwrap_or("").trim();
            return read_board(path, base_dir);
        }
        ("investigators", names) if !names.is_empty() => {
            Action::Investigators(names.iter().map(|n| n.to_string()).collect())
        }
        ("method", [k, m]) => Action::Method {
            killer: killer(k)?,
            method: method(m)?,
        },
        ("residence", [k, l]) => Action::Residence {
            killer: killer(k)?,
            loc: loc(l)?,
        },
        ("scene", [k, l, e]) => Action::Scene {
            killer: killer(k)?,
            loc: loc(l)?,
            evidence: evidence(e)?,
        },
        ("rule", [name, value]) => {
            Action::Rule(HouseRule::parse(name, value).map_err(|why| why.to_string())?)
        }
        ("start", []) => Action::Start,
        ("murder", [k, l, e]) => Action::Murder {
            killer: killer(k)?,
            loc: loc(l)?,
            evidence: evidence(e)?,
        },
        ("random-killing", [l, e, rest @ ..]) if rest.len() <= 1 => Action::RandomKilling {
            loc: loc(l)?,
            evidence: evidence(e)?,
            method: rest.first().map(|m| m.to_string()),
        },
        ("evidence", [l, e]) => Action::AddEvidence {
            loc: loc(l)?,
            evidence: evidence(e)?,
        },
        ("verify", [l, e]) => Action::Verify {
            loc: loc(l)?,
            evidence: evidence(e)?,
        },
        ("watch", [l]) => Action::Watch { loc: loc(l)? },
        ("raid", [who, l, k]) => Action::Raid {
            investigator: who.to_string(),
            loc: loc(l)?,
            killer: killer(k)?,
        },
        ("tie", [l]) => Action::Tie { loc: loc(l)? },
        ("trial", [p, d]) => Action::Trial {
            prosecution: points(p)?,
            defense: points(d)?,
        },
        ("change-method", [k, m]) => Action::ChangeMethod {
            killer: killer(k)?,
            method: m.to_string(),
        },
        ("relocate", [k, l]) => Action::Relocate {
            killer: killer(k)?,
            loc: loc(l)?,
        },
        ("full-moon", [r, g, b]) => Action::FullMoon {
            methods: [method(r)?, method(g)?, method(b)?],
        },
        ("escape", [k, l]) => Action::Escape {
            killer: killer(k)?,
            loc: loc(l)?,
        },
        _ => {
            return Err(match FORMS.iter().find(|(v, _)| *v == verb) {
                Some((_, form)) => format!("'{line}' doesn't read as '{form}'"),
                None => format!("'{verb}' is not a Crimewave line"),
            });
        }
    })
}

fn list<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    let words: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if words.is_empty() {
        "none".to_string()
    } else {
        words.join(" ")
    }
}

impl Dialect for Crimewave {
    type Query = Query;

    fn parse_line(line: &str, base_dir: &Path) -> Result<Line<Action, Query>, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.split_first() {
            Some((&"?", rest)) => parse_query(rest).map(Line::Query),
            Some((first, rest)) if first.starts_with('?') => {
                let mut question = vec![&first[1..]];
                question.extend_from_slice(rest);
                parse_query(&question).map(Line::Query)
            }
            Some(_) => parse_action(line, &words, base_dir).map(Line::Action),
            None => Err("the line is empty".into()),
        }
    }

    fn answer(&self, query: &Query) -> String {
        match *query {
            Query::Panic => self.panic().to_string(),
            Query::VictimCounter => self.victim_counter().to_string(),
            Query::Spook(k) => self.spook(k).to_string(),
            Query::Status(k) => self.status(k).word().to_string(),
            Query::Case(k) => self.case_file(k).to_string(),
            Query::Legal(k) => list(self.legal_locations(k)),
            Query::Distance(a, b) => self
                .route_length(a, b)
                .map_or_else(|| "none".to_string(), |d| d.to_string()),
            Query::EligibleWatches => list(self.eligible_watches()),
            Query::Demand => list(self.owes_next_raid().into_iter().map(str::to_lowercase)),
            Query::Exposure(k) => self.exposure(k).len().to_string(),
            Query::Advice(k) => {
                let advice = self.advice(k);
                if advice.is_empty() {
                    "none".to_string()
                } else {
                    let sites: Vec<String> = advice
                        .iter()
                        .map(|a| format!("{}={}", a.loc, a.homes_left))
                        .collect();
                    sites.join(" ")
                }
            }
            Query::Winner => self.winner().map_or("none", |w| w.word()).to_string(),
            Query::Revealed => if self.revealed() { "yes" } else { "no" }.to_string(),
        }
    }

    fn format_action(action: &Action) -> String {
        match action {
            Action::Board(BoardChoice::StandIn) => "board stand-in".into(),
            Action::Board(BoardChoice::File { path, .. }) => format!("board {path}"),
            Action::Investigators(names) => format!("investigators {}", names.join(" ")),
            Action::Method { killer, method } => {
                format!("method {} {}", killer.word(), method_word(method))
            }
            Action::Residence { killer, loc } => format!("residence {} {loc}", killer.word()),
            Action::Scene {
                killer,
                loc,
                evidence,
            } => format!("scene {} {loc} {}", killer.word(), evidence.word()),
            Action::Rule(rule) => {
                let (name, value) = rule.name_and_value();
                format!("rule {name} {value}")
            }
            Action::Start => "start".into(),
            Action::Murder {
                killer,
                loc,
                evidence,
            } => format!("murder {} {loc} {}", killer.word(), evidence.word()),
            Action::RandomKilling {
                loc,
                evidence,
                method,
            } => match method {
                Some(method) => format!("random-killing {loc} {} {method}", evidence.word()),
                None => format!("random-killing {loc} {}", evidence.word()),
            },
            Action::AddEvidence { loc, evidence } => format!("evidence {loc} {}", evidence.word()),
            Action::Verify { loc, evidence } => format!("verify {loc} {}", evidence.word()),
            Action::Watch { loc } => format!("watch {loc}"),
            Action::Raid {
                investigator,
                loc,
                killer,
            } => format!("raid {investigator} {loc} {}", killer.word()),
            Action::Tie { loc } => format!("tie {loc}"),
            Action::Trial {
                prosecution,
                defense,
            } => format!("trial {prosecution} {defense}"),
            Action::ChangeMethod { killer, method } => {
                format!("change-method {} {method}", killer.word())
            }
            Action::Relocate { killer, loc } => format!("relocate {} {loc}", killer.word()),
            Action::FullMoon { methods } => {
                let [r, g, b] = methods;
                format!(
                    "full-moon {} {} {}",
                    method_word(r),
                    method_word(g),
                    method_word(b)
                )
            }
            Action::Escape { killer, loc } => format!("escape {} {loc}", killer.word()),
        }
    }
}
