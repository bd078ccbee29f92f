//! Crime scenes: murders, random killings, their Evidence, verification and solving.

use super::board::Loc;
use super::evidence::{Evidence, EvidenceTile};
use super::killer::{Killer, Status};
use super::{Crimewave, SOLVE_POINTS};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use serde::{Deserialize, Serialize};

/// Who committed a crime scene (secret until the victim tile is flipped).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Culprit {
    /// One of the three Killers.
    Killer(Killer),
    /// A random killing (yellow victim tile).
    Random,
}

impl Culprit {
    /// The transcript word (`red`, `green`, `blue`, `random`).
    pub fn word(self) -> &'static str {
        match self {
            Culprit::Killer(k) => k.word(),
            Culprit::Random => "random",
        }
    }

    /// In words for the table, in its language.
    pub fn msg(self) -> Msg {
        match self {
            Culprit::Killer(k) => k.msg(),
            Culprit::Random => msg!("crimewave-culprit-random"),
        }
    }

    /// In words for the table ("Red Terror", "a random killing").
    pub fn name(self) -> &'static str {
        match self {
            Culprit::Killer(k) => k.name(),
            Culprit::Random => "a random killing",
        }
    }
}

/// One crime scene, secrets included.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Scene {
    pub loc: Loc,
    pub culprit: Culprit,
    pub method: Option<String>,
    pub evidence: Vec<EvidenceTile>,
    pub solved: bool,
    /// Left the game after a wrong tie: no longer on the board, no longer counts for watches.
    pub removed: bool,
    pub opening: bool,
    /// The culprit's comfort radius when the scene was placed (public once solved: the Spook
    /// meters are public), for exposure.
    pub radius: u32,
    /// The culprit's residence epoch when placed.
    pub epoch: usize,
    /// How many watches were on the board when placed.
    pub watches_then: usize,
    /// What the table knows of who could have left it: for each Killer, red, green, blue,
    /// its residence period and comfort radius then, when it was free to kill and its
    /// method matched this scene's tile (ruling 22). Opening scenes get theirs at `start`.
    pub suspects: [Option<Suspect>; 3],
    /// Killers a wrong tie cleared of this scene.
    pub cleared: [bool; 3],
}

/// A Killer who could have left a scene, as the table knows it (ruling 22).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Suspect {
    /// Its residence period then (`KillerState::epoch`).
    pub epoch: usize,
    /// Its comfort radius then.
    pub radius: u32,
}

impl Scene {
    pub fn on_board(&self) -> bool {
        !self.removed
    }

    pub fn is_unsolved(&self) -> bool {
        !self.removed && !self.solved
    }
}

impl Crimewave {
    /// The Killers who could leave a scene with this method tile now, as the table sees it:
    /// free to kill (not in prison, not on trial, not owing a move) with that method.
    pub(super) fn suspects_for(&self, method: Option<&str>) -> [Option<Suspect>; 3] {
        Killer::ALL.map(|k| {
            let state = self.killer(k);
            let free = matches!(state.status, Status::Free | Status::Escaped)
                && !state.must_relocate()
                && state.residence().is_some();
            (free && method.is_some() && state.method.as_deref() == method).then(|| Suspect {
                epoch: state.epoch(),
                radius: state.comfort_radius(),
            })
        })
    }

    /// Whether an unsolved crime scene lies at `loc` (public: no new scene may go there
    /// until it is solved).
    pub fn has_unsolved_scene(&self, loc: Loc) -> bool {
        self.unsolved_scene_at(loc).is_some()
    }

    /// The unsolved scene at a location (there is at most one).
    pub(super) fn unsolved_scene_at(&self, loc: Loc) -> Option<usize> {
        self.scenes
            .iter()
            .position(|s| s.loc == loc && s.is_unsolved())
    }

    /// A legal murder (ruling 14): every earlier scene at the location must be solved.
    pub(super) fn check_no_unsolved_scene(&self, loc: Loc) -> Result<(), Refusal> {
        match self.unsolved_scene_at(loc) {
            Some(_) => Err(Refusal::new(msg!(
                "crimewave-refuse-scene-there",
                loc = loc
            ))),
            None => Ok(()),
        }
    }

    /// Places a Killer's scene whose site has been checked.
    pub(super) fn place_scene(
        &mut self,
        killer: Killer,
        loc: Loc,
        evidence: Evidence,
        opening: bool,
    ) {
        let state = self.killer(killer);
        let scene = Scene {
            loc,
            culprit: Culprit::Killer(killer),
            method: state.method.clone(),
            evidence: vec![EvidenceTile {
                kind: evidence,
                verified: false,
            }],
            solved: false,
            removed: false,
            opening,
            radius: state.comfort_radius(),
            epoch: state.epoch(),
            watches_then: self.watches.len(),
            suspects: if opening {
                [None; 3]
            } else {
                self.suspects_for(state.method.as_deref())
            },
            cleared: [false; 3],
        };
        self.scenes.push(scene);
    }

    pub(super) fn murder(
        &mut self,
        killer: Killer,
        loc: Loc,
        evidence: Evidence,
    ) -> Result<String, Refusal> {
        self.in_play()?;
        if self.trial.is_none() && self.pending_relocation() == Some(killer) {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-kill-before-move",
                killer = killer.msg()
            )));
        }
        self.ready_for_play()?;
        self.check_site(killer, loc)?;
        self.place_scene(killer, loc, evidence, false);
        self.advance_victim_counter();
        Ok("ok".into())
    }

    pub(super) fn random_killing(
        &mut self,
        loc: Loc,
        evidence: Evidence,
        method: Option<&str>,
    ) -> Result<String, Refusal> {
        self.ready_for_play()?;
        self.on_board(loc)?;
        self.check_no_unsolved_scene(loc)?;
        let method = method.map(|m| self.known_method(m)).transpose()?;
        self.scenes.push(Scene {
            loc,
            culprit: Culprit::Random,
            method,
            evidence: vec![EvidenceTile {
                kind: evidence,
                verified: false,
            }],
            solved: false,
            removed: false,
            opening: false,
            radius: 0,
            epoch: 0,
            watches_then: self.watches.len(),
            // Played from a card, face up: it says nothing about any Killer.
            suspects: [None; 3],
            cleared: [false; 3],
        });
        self.advance_victim_counter();
        Ok("ok".into())
    }

    pub(super) fn add_evidence(&mut self, loc: Loc, evidence: Evidence) -> Result<String, Refusal> {
        self.ready_for_play()?;
        self.on_board(loc)?;
        let Some(index) = self.unsolved_scene_at(loc) else {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-no-scene-for-evidence",
                loc = loc
            )));
        };
        self.scenes[index].evidence.push(EvidenceTile {
            kind: evidence,
            verified: false,
        });
        Ok("ok".into())
    }

    /// A successful verification roll. The unsolved scene at the location is meant if it has
    /// such a tile, otherwise the newest solved one that does.
    pub(super) fn verify(&mut self, loc: Loc, evidence: Evidence) -> Result<String, Refusal> {
        self.ready_for_play()?;
        self.on_board(loc)?;
        let has_tile = |s: &Scene| {
            s.loc == loc
                && s.on_board()
                && s.evidence.iter().any(|t| t.kind == evidence && !t.verified)
        };
        let index = self
            .unsolved_scene_at(loc)
            .filter(|&i| has_tile(&self.scenes[i]))
            .or_else(|| self.scenes.iter().rposition(has_tile))
            .ok_or_else(|| {
                Refusal::new(msg!(
                    "crimewave-refuse-no-tile",
                    evidence = evidence.word_msg(),
                    loc = loc
                ))
            })?;
        let key = |kind: Evidence| (self.settings.evidence(kind).points, kind);
        let first = self.scenes[index]
            .evidence
            .iter()
            .filter(|t| !t.verified)
            .map(|t| t.kind)
            .min_by_key(|&kind| key(kind))
            .unwrap_or(evidence);
        if key(first) < key(evidence) {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-roll-first",
                evidence = first.word_msg(),
                loc = loc
            )));
        }
        let points = u32::from(self.settings.evidence(evidence).points);
        let scene = &mut self.scenes[index];
        if let Some(tile) = scene
            .evidence
            .iter_mut()
            .find(|t| t.kind == evidence && !t.verified)
        {
            tile.verified = true;
        }
        if scene.solved {
            if let Culprit::Killer(k) = scene.culprit {
                self.killer_mut(k).case_file += points;
            }
            return Ok("ok".into());
        }
        let verified = self.verified_points(index);
        if verified < SOLVE_POINTS {
            return Ok("ok".into());
        }
        let culprit = self.solve(index);
        Ok(format!("ok; solved: {}", culprit.word()))
    }

    /// Verified points on a scene (`index` comes from a search of `scenes`, never a user).
    fn verified_points(&self, index: usize) -> u32 {
        self.scenes[index]
            .evidence
            .iter()
            .filter(|t| t.verified)
            .map(|t| u32::from(self.settings.evidence(t.kind).points))
            .sum()
    }

    /// Flips the victim tile: its verified Evidence joins the culprit's case file.
    pub(super) fn solve(&mut self, index: usize) -> Culprit {
        let points = self.verified_points(index);
        let scene = &mut self.scenes[index];
        scene.solved = true;
        let culprit = scene.culprit;
        if let Culprit::Killer(k) = culprit {
            self.killer_mut(k).case_file += points;
        }
        culprit
    }
}
