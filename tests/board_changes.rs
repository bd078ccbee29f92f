//! Every change the rules make on the board on their own is an instruction for the table.
//! Whole self-played games (Crimewave: Alibi's Killers against the simulated Investigators;
//! Intent to Kill: Alibi against itself) are replayed action by action; after each, the
//! board the table keeps (as the public view shows it before) with the instructions carried
//! out, and with what the action itself put there by hand, is the board the public view
//! shows after it — nothing moved that the table wasn't told to move, and nothing said that
//! didn't move.

use alibi::arena::crimewave as arena;
use alibi::arena::intent::table::{Builtin, Table};
use alibi::plays::Level;
use alibi::plays::intent::rollout::Think;
use alibi::rules::Rules;
use alibi::rules::crimewave::changes::{self as cw_changes, Change as CwChange};
use alibi::rules::crimewave::{
    Action as CwAction, BoardChoice, Crimewave, Culprit, Evidence, Killer, Loc, PublicView, Status,
};
use alibi::rules::intent::changes::{self as intent_changes, Change as IntentChange};
use alibi::rules::intent::{self, Action as IntentAction, Block, Civilian, IntentToKill};
use std::collections::{BTreeSet, HashSet};

/// One scene on the physical board: where, who did it once the Victim Tile is turned, its
/// Evidence tiles and whether each is turned to its verified side.
#[derive(Debug, Clone, PartialEq)]
struct Scene {
    loc: Loc,
    solved_by: Option<Culprit>,
    tiles: Vec<(Evidence, bool)>,
}

/// What the table keeps on the Crimewave board, as a view shows it.
#[derive(Debug, Clone, PartialEq)]
struct Board {
    panic: u8,
    victim_counter: u8,
    /// Status, Spook Marker and case file, red, green, blue.
    killers: Vec<(Status, u8, u32)>,
    residences: BTreeSet<(Killer, Loc)>,
    /// The scenes in the order the view lists them (those of one location stay in the order
    /// placed).
    scenes: Vec<Scene>,
}

fn board(view: &PublicView) -> Board {
    Board {
        panic: view.panic,
        victim_counter: view.victim_counter,
        killers: view
            .killers
            .iter()
            .map(|k| (k.status, k.spook, k.case_file))
            .collect(),
        residences: view.residences.iter().map(|r| (r.killer, r.loc)).collect(),
        scenes: view
            .scenes
            .iter()
            .map(|s| Scene {
                loc: s.loc,
                solved_by: s.solved_by,
                tiles: s.evidence.iter().map(|t| (t.kind, t.verified)).collect(),
            })
            .collect(),
    }
}

/// The board with the instructions carried out, as a person at the table would.
fn carried_out(mut board: Board, said: &[CwChange]) -> Board {
    let unsolved = |board: &Board, loc: Loc| {
        board
            .scenes
            .iter()
            .rposition(|s| s.loc == loc && s.solved_by.is_none())
    };
    for change in said {
        match *change {
            CwChange::Status(k, status) => board.killers[k.index()].0 = status,
            CwChange::Spook(k, spook) => board.killers[k.index()].1 = spook,
            CwChange::CaseFile(k, points) => board.killers[k.index()].2 = points,
            CwChange::Panic(panic) => board.panic = panic,
            CwChange::VictimCounter(at) => board.victim_counter = at,
            CwChange::Residence(k, loc) => {
                board.residences.insert((k, loc));
            }
            CwChange::ResidenceGone(k, loc) => {
                board.residences.remove(&(k, loc));
            }
            CwChange::Solved(loc, culprit) => {
                let at = unsolved(&board, loc).expect("an unsolved scene to turn over");
                board.scenes[at].solved_by = Some(culprit);
            }
            CwChange::SceneRemoved(loc) => {
                let at = unsolved(&board, loc).expect("an unsolved scene to take off");
                board.scenes.remove(at);
            }
            CwChange::Verified(loc, kind) => {
                let at = unsolved(&board, loc)
                    .filter(|&i| board.scenes[i].tiles.contains(&(kind, false)))
                    .or_else(|| {
                        board
                            .scenes
                            .iter()
                            .rposition(|s| s.loc == loc && s.tiles.contains(&(kind, false)))
                    })
                    .expect("a face-down tile to turn");
                let tile = board.scenes[at]
                    .tiles
                    .iter_mut()
                    .find(|t| **t == (kind, false))
                    .expect("the tile");
                tile.1 = true;
            }
        }
    }
    board
}

/// The board after an action, less what the action put there by hand (its own instruction
/// says so): a new scene, a new Evidence tile. Everything else on the board moves only by
/// the rules' instructions.
fn less_by_hand(mut board: Board, action: &CwAction) -> Board {
    let newest = |board: &Board, loc: Loc| board.scenes.iter().rposition(|s| s.loc == loc);
    match action {
        CwAction::Scene { loc, .. }
        | CwAction::Murder { loc, .. }
        | CwAction::RandomKilling { loc, .. } => {
            let at = newest(&board, *loc).expect("the new scene");
            board.scenes.remove(at);
        }
        CwAction::AddEvidence { loc, .. } => {
            let at = newest(&board, *loc).expect("the scene the tile went on");
            board.scenes[at].tiles.pop();
        }
        _ => {}
    }
    board
}

#[test]
fn every_change_the_crimewave_rules_make_is_said_to_the_table() {
    let mut said = HashSet::new();
    for seed in 0..6 {
        let level = Level::ALL[seed as usize % 3];
        let played = arena::play(level, 3, BoardChoice::StandIn, seed).expect("a game");
        let mut game = Crimewave::new();
        for (i, action) in played.actions.iter().enumerate() {
            let before = game.public_view();
            game.apply(action).expect("a played game replays");
            let after = game.public_view();
            let changes = cw_changes::between(&before, &after);
            for change in &changes {
                said.insert(std::mem::discriminant(change));
                // Every instruction is a sentence in the table's language.
                assert!(!change.msg().to_string().is_empty());
            }
            let done = carried_out(board(&before), &changes);
            assert_eq!(
                done,
                less_by_hand(board(&after), action),
                "game {seed}, action {i} ({action:?}): the table was told {changes:?}"
            );
        }
    }
    // The games met the changes that matter (a Spook Marker, Public Panic, the Victim
    // Counter, a Profile Marker, a Victim Tile, a verified tile).
    assert!(said.len() >= 6, "only {} kinds of change met", said.len());
}

/// What the table keeps on the Intent to Kill board that the rules move: which cards lie
/// intimidated side up, and where the Detective marker stands.
#[derive(Debug, Clone, PartialEq)]
struct City {
    intimidated: BTreeSet<Civilian>,
    detective: Block,
}

fn city(view: &intent::PublicView) -> City {
    let city = &view.notebook.city;
    City {
        intimidated: city.civilians().filter(|&c| city.intimidated(c)).collect(),
        detective: view.detective,
    }
}

#[test]
fn every_change_the_intent_rules_make_is_said_to_the_table() {
    let mut flipped = 0;
    for seed in 0..6 {
        let level = Level::ALL[seed as usize % 3];
        // `hard` thinks one game played out per choice: a test build plays slowly.
        let brief = Think { rollouts: 1 };
        let (mut m, mut d) = (
            Builtin::thinking(level, brief),
            Builtin::new(Level::Standard),
        );
        let played = Table::new(&mut m, &mut d, seed).play();
        let mut game = IntentToKill::new();
        for (i, action) in played.actions.iter().enumerate() {
            let before = game.public_view();
            game.apply(action).expect("a played game replays");
            let after = game.public_view();
            let changes = intent_changes::between(&before, &after, action);
            let mut board = city(&before);
            for change in &changes {
                match *change {
                    IntentChange::FlippedBack(c) => {
                        flipped += 1;
                        assert!(board.intimidated.remove(&c), "{c} was not intimidated");
                    }
                    IntentChange::DetectiveMarker(block) => board.detective = block,
                }
            }
            // What the action itself does by hand.
            match action {
                IntentAction::Intimidate(cs) => board.intimidated.extend(cs.iter().copied()),
                IntentAction::Comfort(c) => {
                    board.intimidated.remove(c);
                }
                IntentAction::Detective(block) if before.phase != intent::Phase::Setup => {
                    board.detective = *block
                }
                IntentAction::Murder(_) | IntentAction::Bomb(..) => {
                    // The bodies leave the city, intimidated or not.
                    let city = &after.notebook.city;
                    board.intimidated.retain(|&c| city.on_board(c));
                }
                _ => {}
            }
            assert_eq!(
                board,
                city(&after),
                "game {seed}, action {i} ({action:?}): the table was told {changes:?}"
            );
        }
    }
    assert!(flipped > 0, "no City phase flipped a card back");
}
