//! Alibi as the Murderer. It reads the whole game (it is the hidden side) but decides only
//! through the engine: its murders are checked against its motive like a person's, its
//! Surveillance answers are the engine's, and it chooses a lie only where the rules let the
//! civilian lie (the engine refuses any other).
//!
//! - `easy`: a beginner: about half its moves (and answers) are `standard`'s, the others any
//!   legal move (a lie on a coin toss where allowed).
//! - `standard`: kills the victim that leaves the table the most doubt (the true Murderer
//!   and motive the least likely by the exact deduction, every hypothesis counted the same),
//!   first intimidating the truthful witnesses nearest that victim, and lies when the lie
//!   leaves more doubt than the truth; in the City phase it moves civilians so that more
//!   victims fit its motive next round.
//! - `hard`: searches. Its candidates are the `standard` reading's best few — victims by the
//!   doubt they leave (weighed both ways a Detective may: every hypothesis counted, or each
//!   lie weighed) and the truthful witnesses a Detective can reach from the new crime scene,
//!   each with the intimidation that silences those witnesses; the truth or the lie — and it
//!   plays the game out after each against a `standard` Detective (the Murderer knows every
//!   secret, so only the bag's tokens are unknown: each rollout draws its own) and takes the
//!   one won most often.

use super::belief::{Belief, Lies};
use super::rollout::{self, Think};
use super::turn::Decision;
use super::{moves, turn};
use crate::i18n::Msg;
use crate::msg;
use crate::plays::{Level, decision_rng};
use crate::rules::Rules;
use crate::rules::intent::city::all_blocks;
use crate::rules::intent::{Action, Block, Civilian, Group, IntentToKill, Phase, Trait, list};
use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

/// How doubtful the table is about the truth: the chance the Detective's belief gives the
/// real Murderer and motive (lower is better for the Murderer). `standard` reads the belief
/// that counts every hypothesis the same; `hard` the mean of that one and one where every
/// lie is a coin toss, so it is not caught out by a Detective who weighs the lies —
/// self-play found the mean the hardest to play against for both Detectives, where taking
/// just one of them made the other Detective the stronger.
fn exposure(game: &IntentToKill, level: Level) -> f64 {
    let (Some(m), Some(motive)) = (game.murderer(), game.motive()) else {
        return 1.0;
    };
    let notebook = game.notebook();
    let counted = Belief::of(&notebook, Lies::Counted, None).chance(m, motive);
    match level {
        Level::Hard => {
            (counted + Belief::of(&notebook, Lies::Chance(0.5), None).chance(m, motive)) / 2.0
        }
        _ => counted,
    }
}

/// The Murderer's next move at `level`, `hard` thinking as long as Alibi does; `Pass` when
/// its City moves are done.
pub fn decide(level: Level, game: &IntentToKill, rng: &mut impl Rng) -> Decision {
    decide_thinking(level, Think::DEFAULT, game, rng)
}

/// The Murderer's next move at `level`, `hard` playing out `think` games for each choice it
/// weighs.
pub fn decide_thinking(
    level: Level,
    think: Think,
    game: &IntentToKill,
    rng: &mut impl Rng,
) -> Decision {
    let options = moves::murderer(game);
    // A beginner sees the move `standard` plays about half the time.
    let level = match level {
        Level::Easy if rng.random_bool(BEGINNER_SEES) => Level::Standard,
        level => level,
    };
    if game.phase() == Phase::City {
        return city(level, game, &options, rng);
    }
    if options.is_empty() {
        return Decision::Pass;
    }
    let act = |a: &Action| Decision::Act(a.clone());
    if level == Level::Easy {
        return options.choose(rng).map_or(Decision::Pass, act);
    }
    match &options[0] {
        Action::Intimidate(_) => intimidate(level, think, game, &options, rng),
        Action::Scene(_) => benefactor_scene(game),
        Action::Refuse => Some(Decision::Act(Action::Refuse)),
        _ => murder(level, think, game, rng),
    }
    .unwrap_or_else(|| options.choose(rng).map_or(Decision::Pass, act))
}

/// How often the `easy` Murderer plays the move `standard` would (otherwise any legal move):
/// self-play set it so that the `standard` Detective wins about four games in five.
const BEGINNER_SEES: f64 = 0.5;

/// Whether `c` may lie (the Murderer, the Person of Interest, a Supporter): the witnesses
/// the Murderer has nothing to fear from.
fn liar(game: &IntentToKill, c: Civilian) -> bool {
    game.may_lie(c)
}

/// Steps between two blocks, walking side to side.
fn distance(a: Block, b: Block) -> u8 {
    (a / 4).abs_diff(b / 4) + (a % 4).abs_diff(b % 4)
}

/// How many truthful witnesses the Detective could question after a murder in `scene`: the
/// most found in one block it can walk to (two steps), with the intimidated left out.
fn witnesses_near(game: &IntentToKill, scene: Block, intimidated: &[Civilian]) -> usize {
    let city = game.city();
    all_blocks()
        .filter(|&b| distance(b, scene) <= 2)
        .map(|b| {
            city.civilians_in(b)
                .filter(|&c| !liar(game, c) && !city.intimidated(c) && !intimidated.contains(&c))
                .count()
        })
        .max()
        .unwrap_or(0)
}

/// The legal victims ranked by the doubt the murder would leave (most first), each with
/// that exposure.
fn ranked_victims(game: &IntentToKill, level: Level) -> Vec<(Civilian, f64)> {
    let mut ranked: Vec<(Civilian, f64)> = game
        .legal_victims()
        .into_iter()
        .filter_map(|v| {
            let mut after = game.clone();
            after.apply(&Action::Murder(v)).ok()?;
            Some((v, exposure(&after, level)))
        })
        .collect();
    ranked.sort_by(|a, b| a.1.total_cmp(&b.1));
    ranked
}

/// The murder: the victim leaving the most doubt; at `hard`, with the fewest truthful
/// witnesses within the Detective's reach of the new scene as a tie-breaker, and the best
/// few of those played out.
fn murder(level: Level, think: Think, game: &IntentToKill, rng: &mut impl Rng) -> Option<Decision> {
    let ranked = ranked_victims(game, level);
    if level != Level::Hard {
        let choice = ranked.first().map(|(v, _)| *v)?;
        return Some(Decision::Act(Action::Murder(choice)));
    }
    let city = game.city();
    let reach = |v: Civilian| {
        city.block_of(v)
            .map_or(0, |scene| witnesses_near(game, scene, &[]))
    };
    // Doubt first, witnesses second: each witness is worth a few percent.
    let mut scored: Vec<(Civilian, f64)> = ranked
        .iter()
        .map(|&(v, e)| (v, e + 0.02 * reach(v) as f64))
        .collect();
    scored.sort_by(|a, b| a.1.total_cmp(&b.1));
    scored.truncate(CANDIDATES);
    let plans: Vec<(Vec<Action>, f64)> = scored
        .into_iter()
        .map(|(v, score)| (vec![Action::Murder(v)], score))
        .collect();
    let best = foresee(game, &plans, think, rng)?;
    plans[best].0.first().cloned().map(Decision::Act)
}

/// How many of the `standard` reading's best choices `hard` plays out.
const CANDIDATES: usize = 4;

/// `hard`'s search: each plan (the actions it takes now, with the `standard` reading's score,
/// lower better) is taken and the game played out `think` times against a `standard`
/// Detective, every plan with the same bags (so they differ by the plan alone); the plan won
/// most often, the better score among equals. `None` when no plan is legal.
fn foresee(
    game: &IntentToKill,
    plans: &[(Vec<Action>, f64)],
    think: Think,
    rng: &mut impl Rng,
) -> Option<usize> {
    let bag: u64 = rng.random();
    // The games are played out with the standard Murderer (the one-step reading).
    let standard = rollout::MurdererPlays {
        decide: &|g, rng| decide(Level::Standard, g, rng),
        lies: &|g, c, about, rng| lies(Level::Standard, g, c, about, rng),
    };
    plans
        .iter()
        .enumerate()
        .filter_map(|(i, (actions, score))| {
            let mut after = game.clone();
            for action in actions {
                after.apply(action).ok()?;
            }
            let won = (0..u64::from(think.rollouts))
                .filter(|&r| {
                    rollout::murderer_won(rollout::play_out(
                        &after,
                        false,
                        bag.wrapping_add(r),
                        &standard,
                    ))
                })
                .count();
            Some((i, won, *score))
        })
        .max_by(|a, b| a.1.cmp(&b.1).then(b.2.total_cmp(&a.2)))
        .map(|(i, _, _)| i)
}

/// The intimidation: the truthful witnesses nearest where the Detective will be after the
/// murder the Murderer means to commit. At `hard` the victim is chosen with the
/// intimidation: the pair of victim and witnesses leaving the fewest witnesses in reach.
fn intimidate(
    level: Level,
    think: Think,
    game: &IntentToKill,
    options: &[Action],
    rng: &mut impl Rng,
) -> Option<Decision> {
    // The engine takes no murder while an intimidation is owed: the victims are ranked as
    // they would be after one (the doubt a murder leaves hardly depends on who was
    // intimidated; each plan is checked below with its own intimidation).
    let ranked = options
        .iter()
        .find_map(|a| {
            let mut after = game.clone();
            after.apply(a).ok()?;
            Some(ranked_victims(&after, level))
        })
        .unwrap_or_default();
    let city = game.city();
    let owed = game.intimidation_owed();
    // Whether the murder can follow the intimidation (the Sadist's victims, say, depend on
    // who is intimidated).
    let follows = |v: Civilian, chosen: &[Civilian]| {
        let mut after = game.clone();
        after.apply(&Action::Intimidate(chosen.to_vec())).is_ok()
            && after.apply(&Action::Murder(v)).is_ok()
    };
    let witnesses_first = |scene: Block, except: Civilian| {
        let mut candidates: Vec<Civilian> = options
            .iter()
            .flat_map(|a| match a {
                Action::Intimidate(cs) => cs.clone(),
                _ => Vec::new(),
            })
            .filter(|&c| c != except)
            .collect();
        candidates.sort();
        candidates.dedup();
        candidates.sort_by_key(|&c| {
            let d = city.block_of(c).map_or(9, |b| distance(b, scene));
            (liar(game, c), d, c)
        });
        candidates.truncate(owed);
        candidates
    };
    let plans: Vec<(Civilian, Vec<Civilian>, f64)> = ranked
        .iter()
        .take(if level == Level::Hard { CANDIDATES } else { 1 })
        .filter_map(|&(v, e)| {
            let scene = city.block_of(v)?;
            let chosen = witnesses_first(scene, v);
            let left = witnesses_near(game, scene, &chosen);
            (chosen.len() == owed && follows(v, &chosen)).then_some((
                v,
                chosen,
                e + 0.02 * left as f64,
            ))
        })
        .collect();
    let chosen = if level == Level::Hard {
        // The intimidation with the murder it prepares, played out.
        let tried: Vec<(Vec<Action>, f64)> = plans
            .iter()
            .map(|(v, chosen, score)| {
                let acts = vec![Action::Intimidate(chosen.clone()), Action::Murder(*v)];
                (acts, *score)
            })
            .collect();
        let best = foresee(game, &tried, think, rng)?;
        plans.into_iter().nth(best)?.1
    } else {
        plans.into_iter().min_by(|a, b| a.2.total_cmp(&b.2))?.1
    };
    Some(Decision::Act(Action::Intimidate(chosen)))
}

/// D.O.A.: the Benefactor's crime scene goes where the fewest truthful witnesses are in
/// the Detective's reach.
fn benefactor_scene(game: &IntentToKill) -> Option<Decision> {
    all_blocks()
        .min_by_key(|&b| (witnesses_near(game, b, &[]), b))
        .map(|b| Decision::Act(Action::Scene(b)))
}

/// The City phase: at `easy` random steps (or done, as likely as any step); from
/// `standard`, a step only when it lets more victims fit the motive next round.
fn city(level: Level, game: &IntentToKill, options: &[Action], rng: &mut impl Rng) -> Decision {
    if options.is_empty() {
        return Decision::Pass;
    }
    if level == Level::Easy {
        if rng.random_bool(0.5) {
            return Decision::Pass;
        }
        return options
            .choose(rng)
            .map_or(Decision::Pass, |a| Decision::Act(a.clone()));
    }
    let fitting = |g: &IntentToKill| g.legal_victims().len();
    let now = fitting(game);
    options
        .iter()
        .filter_map(|a| {
            let mut after = game.clone();
            after.apply(a).ok()?;
            Some((fitting(&after), a))
        })
        .filter(|(n, _)| *n > now)
        .max_by_key(|(n, _)| *n)
        .map_or(Decision::Pass, |(_, a)| Decision::Act(a.clone()))
}

/// The randomness of the Murderer's answer to one question: fixed by the game's seed, the
/// round, the civilian and the question, so asking the same in another order (or after one
/// more harmless step) can't fish for another answer.
pub fn answer_rng(seed: u64, game: &IntentToKill, civilian: Civilian, about: Trait) -> StdRng {
    let question = Trait::ALL.iter().position(|&t| t == about).unwrap_or(0) as u64;
    let place = u64::from(game.round()) << 32 | (civilian.index() as u64) << 8 | question;
    decision_rng(seed, place, ANSWER)
}

/// `what` of the Murderer's answers in [`decision_rng`].
const ANSWER: u64 = 16;

/// Whether the civilian asked about `about` lies: only where the rules allow it, at `easy`
/// on a coin toss, at `standard` when the lie leaves the table more doubt than the truth, at
/// `hard` when the games played out after the lie are won more often (the doubt left
/// deciding among equals).
pub fn lies(
    level: Level,
    game: &IntentToKill,
    civilian: Civilian,
    about: Trait,
    rng: &mut impl Rng,
) -> bool {
    lies_thinking(level, Think::DEFAULT, game, civilian, about, rng)
}

/// [`lies`], `hard` playing out `think` games for each answer.
pub fn lies_thinking(
    level: Level,
    think: Think,
    game: &IntentToKill,
    civilian: Civilian,
    about: Trait,
    rng: &mut impl Rng,
) -> bool {
    if !game.may_lie(civilian) {
        return false;
    }
    if level == Level::Easy && !rng.random_bool(BEGINNER_SEES) {
        return rng.random_bool(0.5);
    }
    let after = |lie_: bool| {
        let mut after = game.clone();
        after
            .apply(&Action::Question {
                civilian,
                about,
                lie: lie_,
            })
            .ok()
            .map(|_| exposure(&after, level))
    };
    let (Some(truth), Some(lied)) = (after(false), after(true)) else {
        return false;
    };
    if level != Level::Hard {
        return lied + 1e-12 < truth;
    }
    let answer = |lie| Action::Question {
        civilian,
        about,
        lie,
    };
    let plans = [(vec![answer(false)], truth), (vec![answer(true)], lied)];
    foresee(game, &plans, think, rng) == Some(1)
}

/// The Supporters, from the three tokens drawn: at `easy` any; from `standard` the group
/// with the most civilians in the city (more witnesses who may lie for the Murderer).
pub fn supporters(
    level: Level,
    game: &IntentToKill,
    offered: [Group; 3],
    rng: &mut impl Rng,
) -> Group {
    if level == Level::Easy {
        return offered[rng.random_range(0..3)];
    }
    let count = |g: Group| game.dealt().iter().filter(|(c, _)| c.group() == g).count();
    offered
        .into_iter()
        .max_by_key(|&g| (count(g), std::cmp::Reverse(g as u8)))
        .unwrap_or(offered[0])
}

/// Why Alibi, playing the Murderer at `level`, took each of its decisions, replayed from the
/// game's record (for the end of the game: the reasoning names the secrets). Each line
/// starts with the round.
pub fn reasons(level: Level, actions: &[Action]) -> Vec<Msg> {
    let mut game = IntentToKill::new();
    let mut lines = Vec::new();
    for action in actions {
        let why = if level == Level::Easy && !standard_would(&game, action) {
            // A beginner's move that `standard` would not have played: its only reason is
            // the draw.
            turn::side_of(&game, action)
                .filter(|side| *side == crate::plays::Side::Murderer)
                .map(|_| msg!("intent-why-random", action = game.describe(action)))
        } else {
            why(level.max(Level::Standard), &game, action)
        };
        if let Some(why) = why {
            lines.push(msg!("intent-why-line", round = game.round(), why = why));
        }
        let _ = game.apply(action);
    }
    lines
}

/// Whether `standard` would have taken `action` in `game` (its choices don't depend on the
/// draw): the `easy` Murderer's moves that it saw, whose reasons are `standard`'s.
fn standard_would(game: &IntentToKill, action: &Action) -> bool {
    let mut rng = decision_rng(0, 0, 0);
    match action {
        Action::Question {
            civilian,
            about,
            lie,
        } => lies(Level::Standard, game, *civilian, *about, &mut rng) == *lie,
        _ => decide(Level::Standard, game, &mut rng) == Decision::Act(action.clone()),
    }
}

/// In percent, for the reasons ("41 %").
fn percent(chance: f64) -> Msg {
    msg!(
        "intent-why-percent",
        percent = (100.0 * chance).round() as i64
    )
}

/// Why the Murderer took `action` in `game` (before it), if it is one of its decisions.
fn why(level: Level, game: &IntentToKill, action: &Action) -> Option<Msg> {
    match action {
        Action::Supporters(group) if game.phase() == Phase::Setup => {
            Some(msg!("intent-why-supporters", group = group.msg()))
        }
        Action::Intimidate(cs) => {
            // Only the civilians who must tell the truth are "truthful witnesses"; the others
            // (the Murderer's own card, the Person of Interest, a Supporter) were owed: two
            // must be intimidated when two can be.
            let said = |cs: &[Civilian]| list(cs.iter().map(|c| c.msg()), "intent-list-and");
            let (truthful, owed): (Vec<Civilian>, Vec<Civilian>) =
                cs.iter().partition(|&&c| !liar(game, c));
            Some(match (truthful.is_empty(), owed.is_empty()) {
                (_, true) => msg!("intent-why-intimidate", civilians = said(cs)),
                (true, false) => msg!("intent-why-intimidate-owed", civilians = said(cs)),
                (false, false) => msg!(
                    "intent-why-intimidate-mixed",
                    truthful = said(&truthful),
                    owed = said(&owed)
                ),
            })
        }
        Action::Murder(v) => {
            let ranked = ranked_victims(game, level);
            let mine = ranked.iter().find(|(c, _)| c == v)?.1;
            let other = ranked
                .iter()
                .find(|(c, _)| c != v)
                .map(|(c, e)| {
                    msg!(
                        "intent-why-murder-other",
                        civilian = c.msg(),
                        chance = percent(*e)
                    )
                })
                .unwrap_or_else(|| msg!("intent-why-murder-nobody-else"));
            Some(msg!(
                "intent-why-murder",
                victim = v.msg(),
                chance = percent(mine),
                other = other
            ))
        }
        Action::Refuse => Some(msg!("intent-why-refuse")),
        Action::Question {
            civilian,
            about,
            lie,
        } if game.may_lie(*civilian) => {
            let after = |lie_: bool| {
                let mut after = game.clone();
                after
                    .apply(&Action::Question {
                        civilian: *civilian,
                        about: *about,
                        lie: lie_,
                    })
                    .ok()
                    .map(|_| exposure(&after, level))
            };
            let (truth, lied) = (after(false)?, after(true)?);
            Some(msg!(
                "intent-why-question",
                civilian = civilian.msg(),
                lied = if *lie { "yes" } else { "no" },
                question = about.question(),
                truth = percent(truth),
                lie = percent(lied)
            ))
        }
        Action::Move(c, to) if game.phase() == Phase::City && game.city_draws() < 2 => {
            let mut after = game.clone();
            after.apply(action).ok()?;
            Some(msg!(
                "intent-why-move",
                civilian = c.msg(),
                block = crate::rules::intent::city::block_msg(*to),
                count = after.legal_victims().len(),
                before = game.legal_victims().len()
            ))
        }
        _ => None,
    }
}
