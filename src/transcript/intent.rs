//! Intent to Kill transcript lines (`docs/transcripts.md`, "Intent to Kill").
//!
//! Besides the three phases' lines, these record what the scenarios and the Intuition cards
//! add: `murder NAME bomb NAME...` (Homemade Bomb: the first name is the victim),
//! `scene BLOCK` (D.O.A.: the Benefactor's crime scene), `agent NAME` (The Street with No
//! Name), `play EFFECT` / `lift EFFECT` with EFFECT one of `curfew BLOCK`,
//! `stubborn-witnesses BLOCK`, `union-strike GROUP`, `token GROUP` (a social-group token
//! drawn from the stack: never the Supporters), `profile` (Criminal Profiling: answered with
//! the Person of Interest's group), `confess MOTIVE` (Full Confession: a motive in play that
//! is not the Murderer's), `accuse NAME MOTIVE` (the accusation as
//! an action, ending the game), and `offer GROUP GROUP GROUP` (setup: the three Social Group
//! tokens Alibi drew for the Supporters; `supporters` must then name one of them — a record
//! without it lets the Supporters be any group, as when the players drew the tokens).
//!
//! `watch NAME` is the Police Station's action (the Surveillance token onto a civilian);
//! `surveil NAME` uses the token, placing it first where it isn't on NAME. `rule
//! referee-investigation no` (setup) is the house rule of a table that keeps the
//! investigation's count itself; a transcript without it is refereed.

use super::dialect::{Dialect, Line};
use crate::rules::intent::city::parse_block;
use crate::rules::intent::{
    Action, Block, Civilian, Effect, Group, HouseRule, IntentToKill, Layout, Mode, Motive, Outcome,
    Trait,
};
use std::path::Path;

/// The `?` questions of an Intent to Kill transcript.
#[derive(Debug, Clone, PartialEq)]
pub enum Query {
    /// `? legal`: who the Murderer may kill now.
    Legal,
    /// `? victims`: how many so far.
    Victims,
    /// `? round`.
    Round,
    /// `? phase`.
    Phase,
    /// `? suspects`: how many civilians could still be the Murderer.
    Suspects,
    /// `? motives-left`: motives still consistent with the public facts.
    MotivesLeft,
    /// `? accuse NAME MOTIVE`: who would win with this accusation.
    Accuse(Civilian, Motive),
    /// `? advice`: each legal victim with the suspects and motives the murder would leave.
    Advice,
    /// `? winner`: `none` until the game ends, then `detective` or `murderer`.
    Winner,
}

fn civilian(word: &str) -> Result<Civilian, String> {
    Civilian::parse(word).ok_or_else(|| format!("no civilian is called \"{word}\""))
}

fn civilians(words: &[&str]) -> Result<Vec<Civilian>, String> {
    words.iter().map(|w| civilian(w)).collect()
}

fn block(word: &str) -> Result<Block, String> {
    parse_block(word).ok_or_else(|| format!("\"{word}\" is not a block (0–15)"))
}

fn motive(word: &str) -> Result<Motive, String> {
    Motive::parse(word).ok_or_else(|| format!("no motive is called \"{word}\""))
}

fn group(word: &str) -> Result<Group, String> {
    Group::parse(word).ok_or_else(|| format!("no social group is called \"{word}\""))
}

fn effect(words: &[&str]) -> Result<Effect, String> {
    match words {
        [card, b] if card.eq_ignore_ascii_case("curfew") => Ok(Effect::Curfew(block(b)?)),
        [card, b] if card.eq_ignore_ascii_case("stubborn-witnesses") => {
            Ok(Effect::StubbornWitnesses(block(b)?))
        }
        [card, g] if card.eq_ignore_ascii_case("union-strike") => {
            Ok(Effect::UnionStrike(group(g)?))
        }
        _ => Err(
            "an effect is \"curfew BLOCK\", \"stubborn-witnesses BLOCK\" or \"union-strike GROUP\""
                .into(),
        ),
    }
}

fn format_effect(effect: &Effect) -> String {
    match effect {
        Effect::Curfew(b) => format!("curfew {b}"),
        Effect::StubbornWitnesses(b) => format!("stubborn-witnesses {b}"),
        Effect::UnionStrike(g) => format!("union-strike {}", g.slug()),
    }
}

fn parse_action(verb: &str, args: &[&str]) -> Result<Action, String> {
    let one = |what: &str| match args {
        [word] => Ok(*word),
        _ => Err(format!("\"{verb}\" takes one {what}")),
    };
    Ok(match verb {
        "mode" => match one("mode")?.to_lowercase().as_str() {
            "logic" => Action::Mode(Mode::Logic),
            "intuition" => Action::Mode(Mode::Intuition),
            other => return Err(format!("the mode is logic or intuition, not \"{other}\"")),
        },
        "layout" => {
            let name = one("layout")?;
            Action::Layout(
                Layout::parse(name).ok_or_else(|| format!("no layout is called \"{name}\""))?,
            )
        }
        "place" => match args {
            [b, names @ ..] if !names.is_empty() => Action::Place(block(b)?, civilians(names)?),
            _ => return Err("\"place\" takes a block and the civilians dealt there".into()),
        },
        "murderer" => Action::Murderer(civilian(one("civilian")?)?),
        "poi" => Action::Poi(civilian(one("civilian")?)?),
        "motives" if !args.is_empty() => {
            Action::Motives(args.iter().map(|m| motive(m)).collect::<Result<_, _>>()?)
        }
        "motive" => Action::Motive(motive(one("motive")?)?),
        "offer" => match args {
            [a, b, c] => Action::Offer([group(a)?, group(b)?, group(c)?]),
            _ => return Err("\"offer\" takes three social groups".into()),
        },
        "supporters" => Action::Supporters(group(one("social group")?)?),
        "rule" => match args {
            [name, value] => Action::Rule(HouseRule::parse(name, value)?),
            _ => return Err("\"rule\" takes a house rule's name and yes or no".into()),
        },
        "detective" => Action::Detective(block(one("block")?)?),
        "start" if args.is_empty() => Action::Start,
        "intimidate" if (1..=2).contains(&args.len()) => Action::Intimidate(civilians(args)?),
        "murder" => match args {
            [victim] => Action::Murder(civilian(victim)?),
            [victim, bomb, others @ ..]
                if bomb.eq_ignore_ascii_case("bomb") && !others.is_empty() =>
            {
                Action::Bomb(civilian(victim)?, civilians(others)?)
            }
            _ => {
                return Err(
                    "\"murder\" takes a victim (and \"bomb NAME...\" for a Homemade Bomb)".into(),
                );
            }
        },
        "scene" => Action::Scene(block(one("block")?)?),
        "refuse" if args.is_empty() => Action::Refuse,
        "displace" | "move" => match args {
            [c, b] => {
                let (c, b) = (civilian(c)?, block(b)?);
                if verb == "move" {
                    Action::Move(c, b)
                } else {
                    Action::Displace(c, b)
                }
            }
            _ => return Err(format!("\"{verb}\" takes a civilian and a block")),
        },
        "watch" => Action::Watch(civilian(one("civilian")?)?),
        "surveil" => Action::Surveil(civilian(one("civilian")?)?),
        "question" => {
            let (c, t, lie) = match args {
                [c, t] => (c, t, false),
                [c, t, lie] if lie.eq_ignore_ascii_case("lie") => (c, t, true),
                _ => return Err("\"question\" takes a civilian, a trait and maybe \"lie\"".into()),
            };
            Action::Question {
                civilian: civilian(c)?,
                about: Trait::parse(t)
                    .ok_or_else(|| format!("\"{t}\" is not a question's trait"))?,
                lie,
            }
        }
        "comfort" => Action::Comfort(civilian(one("civilian")?)?),
        "remove-building" => Action::RemoveBuilding(block(one("block")?)?),
        "agent" => Action::Agent(civilian(one("civilian")?)?),
        "city" if args.is_empty() => Action::City,
        "round" if args.is_empty() => Action::Round,
        "play" => Action::Play(effect(args)?),
        "lift" => Action::Lift(effect(args)?),
        "token" => Action::Token(group(one("social group")?)?),
        "profile" if args.is_empty() => Action::Profile,
        "confess" => Action::Confess(motive(one("motive")?)?),
        "accuse" => match args {
            [c, m] => Action::Accuse(civilian(c)?, motive(m)?),
            _ => return Err("\"accuse\" takes a civilian and a motive".into()),
        },
        _ => {
            return Err(format!(
                "\"{verb}\" is not an Intent to Kill line, or its words are wrong"
            ));
        }
    })
}

fn parse_query(words: &[&str]) -> Result<Query, String> {
    let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    Ok(match lower.as_slice() {
        ["legal"] => Query::Legal,
        ["victims"] => Query::Victims,
        ["round"] => Query::Round,
        ["phase"] => Query::Phase,
        ["suspects"] => Query::Suspects,
        ["motives-left"] => Query::MotivesLeft,
        ["accuse", c, m] => Query::Accuse(civilian(c)?, motive(m)?),
        ["advice"] => Query::Advice,
        ["winner"] => Query::Winner,
        _ => {
            return Err(format!(
                "\"? {}\" is not an Intent to Kill question",
                words.join(" ")
            ));
        }
    })
}

fn slugs(civilians: &[Civilian]) -> String {
    civilians
        .iter()
        .map(|c| c.slug())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Dialect for IntentToKill {
    type Query = Query;

    fn parse_line(line: &str, _base_dir: &Path) -> Result<Line<Action, Query>, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["?", rest @ ..] => parse_query(rest).map(Line::Query),
            [first, rest @ ..] if first.starts_with('?') && first.len() > 1 => {
                let mut all = vec![&first[1..]];
                all.extend(rest);
                parse_query(&all).map(Line::Query)
            }
            [verb, args @ ..] => parse_action(&verb.to_lowercase(), args).map(Line::Action),
            [] => Err("the line is empty".into()),
        }
    }

    fn answer(&self, query: &Query) -> String {
        match query {
            Query::Legal => {
                let mut legal = self.legal_victims();
                legal.sort_by_key(|c| c.slug());
                if legal.is_empty() {
                    "none".into()
                } else {
                    slugs(&legal)
                }
            }
            Query::Victims => self.city().victims().len().to_string(),
            Query::Round => self.round().to_string(),
            Query::Phase => self.phase().slug().into(),
            Query::Suspects => self.exposure().suspects.len().to_string(),
            Query::MotivesLeft => {
                let mut left: Vec<&str> =
                    self.exposure().motives.iter().map(|m| m.slug()).collect();
                left.sort();
                if left.is_empty() {
                    "none".into()
                } else {
                    left.join(" ")
                }
            }
            Query::Accuse(c, m) => {
                if Some(*c) == self.murderer() && Some(*m) == self.motive() {
                    "detective wins".into()
                } else {
                    "murderer wins".into()
                }
            }
            Query::Winner => match self.outcome() {
                None => "none",
                Some(Outcome::DetectiveWins | Outcome::MurdererLoses) => "detective",
                Some(Outcome::MurdererWins) => "murderer",
            }
            .into(),
            Query::Advice => {
                let advice = self.advice();
                if advice.is_empty() {
                    "none".into()
                } else {
                    let each: Vec<String> = advice
                        .iter()
                        .map(|a| format!("{}={}/{}", a.victim.slug(), a.suspects, a.motives))
                        .collect();
                    each.join(" ")
                }
            }
        }
    }

    fn format_action(action: &Action) -> String {
        match action {
            Action::Mode(mode) => format!("mode {}", mode.slug()),
            Action::Layout(layout) => format!("layout {}", layout.slug()),
            Action::Place(b, cs) => format!("place {b} {}", slugs(cs)),
            Action::Murderer(c) => format!("murderer {}", c.slug()),
            Action::Poi(c) => format!("poi {}", c.slug()),
            Action::Motives(ms) => format!(
                "motives {}",
                ms.iter().map(|m| m.slug()).collect::<Vec<_>>().join(" ")
            ),
            Action::Motive(m) => format!("motive {}", m.slug()),
            Action::Offer([a, b, c]) => {
                format!("offer {} {} {}", a.slug(), b.slug(), c.slug())
            }
            Action::Supporters(g) => format!("supporters {}", g.slug()),
            Action::Rule(rule) => {
                let (name, value) = rule.name_and_value();
                format!("rule {name} {value}")
            }
            Action::Detective(b) => format!("detective {b}"),
            Action::Start => "start".into(),
            Action::Intimidate(cs) => format!("intimidate {}", slugs(cs)),
            Action::Murder(c) => format!("murder {}", c.slug()),
            Action::Bomb(c, others) => format!("murder {} bomb {}", c.slug(), slugs(others)),
            Action::Scene(b) => format!("scene {b}"),
            Action::Refuse => "refuse".into(),
            Action::Displace(c, b) => format!("displace {} {b}", c.slug()),
            Action::Watch(c) => format!("watch {}", c.slug()),
            Action::Surveil(c) => format!("surveil {}", c.slug()),
            Action::Question {
                civilian,
                about,
                lie,
            } => format!(
                "question {} {}{}",
                civilian.slug(),
                about.slug(),
                if *lie { " lie" } else { "" }
            ),
            Action::Comfort(c) => format!("comfort {}", c.slug()),
            Action::RemoveBuilding(b) => format!("remove-building {b}"),
            Action::Agent(c) => format!("agent {}", c.slug()),
            Action::City => "city".into(),
            Action::Move(c, b) => format!("move {} {b}", c.slug()),
            Action::Round => "round".into(),
            Action::Play(e) => format!("play {}", format_effect(e)),
            Action::Lift(e) => format!("lift {}", format_effect(e)),
            Action::Accuse(c, m) => format!("accuse {} {}", c.slug(), m.slug()),
            Action::Token(g) => format!("token {}", g.slug()),
            Action::Profile => "profile".into(),
            Action::Confess(m) => format!("confess {}", m.slug()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(name: &str) -> Civilian {
        Civilian::parse(name).expect("a civilian")
    }

    #[test]
    fn every_action_round_trips() {
        let actions = vec![
            Action::Mode(Mode::Intuition),
            Action::Layout(Layout::StrangerOnTheThirdFloor),
            Action::Place(3, vec![who("ice-cream-man"), who("mafia-don")]),
            Action::Murderer(who("state-attorney")),
            Action::Poi(who("cat-lady")),
            Action::Motives(Motive::ALL[..8].to_vec()),
            Action::Motive(Motive::Cultist),
            Action::Offer([Group::JetSet, Group::Labor, Group::Press]),
            Action::Supporters(Group::JetSet),
            Action::Rule(HouseRule::RefereeInvestigation(false)),
            Action::Detective(15),
            Action::Start,
            Action::Intimidate(vec![who("nun")]),
            Action::Intimidate(vec![who("nun"), who("navy-sailor")]),
            Action::Murder(who("war-widow")),
            Action::Bomb(who("judge"), vec![who("fence"), who("nurse")]),
            Action::Scene(0),
            Action::Refuse,
            Action::Displace(who("cabin-crew"), 4),
            Action::Watch(who("nun")),
            Action::Surveil(who("bus-driver")),
            Action::Question {
                civilian: who("secret-agent"),
                about: Trait::Build(crate::rules::intent::Build::Medium),
                lie: true,
            },
            Action::Question {
                civilian: who("secret-agent"),
                about: Trait::Age(crate::rules::intent::Age::MiddleAged),
                lie: false,
            },
            Action::Comfort(who("ballplayer")),
            Action::RemoveBuilding(12),
            Action::Agent(who("gangster")),
            Action::City,
            Action::Move(who("mayor"), 9),
            Action::Round,
            Action::Play(Effect::Curfew(7)),
            Action::Play(Effect::StubbornWitnesses(2)),
            Action::Lift(Effect::UnionStrike(Group::Labor)),
            Action::Accuse(who("psychiatrist"), Motive::Radical),
            Action::Token(Group::Outcasts),
            Action::Profile,
            Action::Confess(Motive::Spy),
        ];
        for action in actions {
            let line = IntentToKill::format_action(&action);
            let back = IntentToKill::parse_line(&line, Path::new("."));
            assert_eq!(back, Ok(Line::Action(action)), "{line}");
            // Names are case-insensitive.
            let shouted = IntentToKill::parse_line(&line.to_uppercase(), Path::new("."));
            assert!(matches!(shouted, Ok(Line::Action(_))), "{line}");
        }
    }

    #[test]
    fn queries_and_bad_lines() {
        let parse = |l: &str| IntentToKill::parse_line(l, Path::new("."));
        assert_eq!(parse("? motives-left"), Ok(Line::Query(Query::MotivesLeft)));
        assert_eq!(parse("? winner"), Ok(Line::Query(Query::Winner)));
        assert_eq!(
            parse("? accuse Cat-Lady CULTIST"),
            Ok(Line::Query(Query::Accuse(who("cat-lady"), Motive::Cultist)))
        );
        for bad in [
            "murder dracula",
            "place 16 nurse",
            "question nurse tall maybe",
            "question nurse handsome",
            "intimidate nun fence judge",
            "mode chaos",
            "play curfew",
            "offer press labor",
            "offer press labor gangsters",
            "rule referee-investigation maybe",
            "rule fair-play yes",
            "watch",
            "? weather",
            "start now",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
