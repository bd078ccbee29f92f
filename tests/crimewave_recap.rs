//! The Crimewave recap against the record it tells: every key moment dated in the round it
//! happened in (a round is the Killers' turn, their event and their murder, then the
//! Investigators'), and after the end every home and every opening scene's Killer.

use alibi::arena::crimewave as arena;
use alibi::plays::Level;
use alibi::rules::Rules;
use alibi::rules::crimewave::recap::{round_began, story};
use alibi::rules::crimewave::{Action, BoardChoice, Crimewave, Culprit, Killer};
use alibi::rules::recap::MomentKind;

/// The round each action was taken in, read off the record: a round begins with the first
/// action of the Killers' turn (an event or a murder) after anything else.
fn rounds(actions: &[Action]) -> Vec<usize> {
    let mut game = Crimewave::new();
    let mut round = 0;
    let mut in_turn = false;
    actions
        .iter()
        .map(|action| {
            let turn = matches!(
                action,
                Action::Murder { .. }
                    | Action::RandomKilling { .. }
                    | Action::FullMoon { .. }
                    | Action::Escape { .. }
            );
            if game.phase() != alibi::rules::crimewave::Phase::Setup && turn && !in_turn {
                round += 1;
            }
            in_turn = turn;
            game.apply(action).expect("a played game replays");
            round
        })
        .collect()
}

#[test]
fn the_recap_dates_every_moment_in_its_round_and_tells_every_secret_at_the_end() {
    let mut escapes = 0;
    for seed in 0..12 {
        let played = arena::play(Level::ALL[seed as usize % 3], 3, BoardChoice::StandIn, seed)
            .expect("a game");
        let actions = &played.actions;
        let told = story(actions);
        let round_of = rounds(actions);
        // The moments the record holds, in order, each with its round.
        let mut game = Crimewave::new();
        let mut expected = Vec::new();
        for (i, action) in actions.iter().enumerate() {
            let result = game.apply(action).expect("a played game replays");
            let kind = match action {
                Action::Raid { .. } if result.is_hit() => Some(MomentKind::Hit),
                Action::Trial { .. } => Some(MomentKind::Trial),
                Action::Relocate { .. } => Some(MomentKind::Relocation),
                Action::Escape { .. } => Some(MomentKind::Escape),
                _ => None,
            };
            escapes += usize::from(kind == Some(MomentKind::Escape));
            expected.extend(kind.map(|kind| (kind, round_of[i])));
        }
        let dated: Vec<(MomentKind, usize)> =
            told.moments.iter().map(|m| (m.kind, m.round)).collect();
        assert_eq!(dated, expected, "game {seed}");
        // The round under way began where the record says.
        let last = round_of.last().copied().unwrap_or(0);
        let began = round_began(actions);
        assert_eq!(round_of[began], last, "game {seed}");
        assert!(began == 0 || round_of[began - 1] < last, "game {seed}");

        // After the end: every Killer's home and every opening scene's Killer.
        let secrets: Vec<String> = told.secrets.iter().map(ToString::to_string).collect();
        for killer in Killer::ALL {
            let home = game.residence(killer).expect("a home");
            let line = format!("{} lived at {home}", killer.name());
            assert!(
                secrets.iter().any(|s| s.starts_with(&line)),
                "game {seed}: no \"{line}\" in {secrets:?}"
            );
        }
        for scene in game.audit().scenes.iter().filter(|s| s.opening) {
            let Culprit::Killer(killer) = scene.culprit else {
                panic!("an opening scene is a Killer's");
            };
            let line = format!("Opening scene at {}: {}.", scene.loc, killer.name());
            assert!(secrets.contains(&line), "game {seed}: no \"{line}\"");
        }
        if seed >= 2 && escapes > 0 {
            break;
        }
    }
    assert!(escapes > 0, "no game had an escape to date");
}
