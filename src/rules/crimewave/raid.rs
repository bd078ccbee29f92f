//! Raids, ties and trials (rulings 17 and 18, docs/rulings.md): the honest answers, given publicly and kept with the
//! truth they rest on for the end-of-game audit.

use super::audit::AuditAnswer;
use super::board::Loc;
use super::killer::{Killer, Status};
use super::scene::Culprit;
use super::{CONVICTION, Crimewave, RaidRecord, Trial};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;

impl Crimewave {
    fn answer(&mut self, answer: Msg, truth: Msg) {
        self.answers.push(AuditAnswer { answer, truth });
    }

    pub(super) fn raid(
        &mut self,
        investigator: &str,
        loc: Loc,
        killer: Killer,
    ) -> Result<String, Refusal> {
        self.ready_for_play()?;
        self.on_board(loc)?;
        let Some(caller) = self
            .investigators
            .iter()
            .position(|i| i.name.eq_ignore_ascii_case(investigator))
        else {
            let names: Vec<&str> = self.investigators().collect();
            return Err(Refusal::new(msg!(
                "crimewave-refuse-not-investigator",
                investigator = investigator,
                names = names.join(", ")
            )));
        };
        let state = self.killer(killer);
        if state.status == Status::Incarcerated {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-raid-prison",
                killer = killer.msg()
            )));
        }
        let home = state.residence();
        let escaped = state.status == Status::Escaped;
        let epoch = state.epoch();
        let hit = home == Some(loc);
        let name = self.investigators[caller].name.clone();
        self.investigators[caller].raids += 1;
        self.raids.push(RaidRecord {
            killer,
            loc,
            hit,
            epoch,
        });
        let (result, shout) = match (hit, escaped) {
            (true, true) => {
                let state = self.killer_mut(killer);
                state.imprison();
                state.known_residence = Some(loc);
                ("hit; back to prison", "crimewave-answer-raid-prison")
            }
            (true, false) => {
                let state = self.killer_mut(killer);
                state.status = Status::Arrested;
                state.known_residence = Some(loc);
                self.trial = Some(Trial {
                    accused: killer,
                    prosecutor: caller,
                });
                ("hit", "crimewave-answer-raid-hit")
            }
            (false, _) => {
                self.scare(killer);
                self.raise_panic();
                ("miss", "crimewave-answer-raid-miss")
            }
        };
        let truth = match home {
            Some(home) => msg!("crimewave-truth-lived", killer = killer.msg(), loc = home),
            None => msg!("crimewave-truth-homeless", killer = killer.msg()),
        };
        self.answer(
            Msg::new(shout)
                .arg("loc", loc)
                .arg("killer", killer.msg())
                .arg("investigator", name),
            truth,
        );
        Ok(result.into())
    }

    fn current_trial(&self) -> Result<Trial, Refusal> {
        self.in_play()?;
        self.trial
            .ok_or_else(|| Refusal::new(msg!("crimewave-refuse-no-trial")))
    }

    pub(super) fn tie(&mut self, loc: Loc) -> Result<String, Refusal> {
        let trial = self.current_trial()?;
        self.on_board(loc)?;
        let Some(index) = self.unsolved_scene_at(loc) else {
            return Err(Refusal::new(msg!(
                "crimewave-refuse-no-scene-to-tie",
                loc = loc,
                killer = trial.accused.msg()
            )));
        };
        let accused = trial.accused;
        let culprit = self.scenes[index].culprit;
        let truth = msg!("crimewave-truth-scene", loc = loc, culprit = culprit.msg());
        if culprit == Culprit::Killer(accused) {
            for tile in &mut self.scenes[index].evidence {
                tile.verified = true;
            }
            self.solve(index);
            self.answer(
                msg!(
                    "crimewave-answer-tie-right",
                    loc = loc,
                    killer = accused.msg()
                ),
                truth,
            );
            return Ok("right".into());
        }
        self.scenes[index].removed = true;
        self.scenes[index].cleared[accused.index()] = true;
        self.trial = None;
        let state = self.killer_mut(accused);
        state.case_file = 0;
        state.status = Status::Free;
        if self.settings.dismissal_panic {
            self.raise_panic();
        }
        self.answer(
            msg!(
                "crimewave-answer-tie-wrong",
                loc = loc,
                killer = accused.msg()
            ),
            truth,
        );
        Ok("wrong".into())
    }

    pub(super) fn hold_trial(&mut self, prosecution: u32, defense: u32) -> Result<String, Refusal> {
        let trial = self.current_trial()?;
        let accused = trial.accused;
        let case = self.killer(accused).case_file;
        let prosecutor = self
            .investigators
            .get(trial.prosecutor)
            .map(|i| i.name.clone());
        let total = i64::from(case) + i64::from(prosecution) - i64::from(defense);
        let convicted = total >= i64::from(CONVICTION);
        self.trial = None;
        let state = self.killer_mut(accused);
        let verdict = if convicted {
            state.imprison();
            "convicted"
        } else {
            state.status = Status::Free;
            state.case_file = 0;
            self.raise_panic();
            "acquitted"
        };
        let said = match prosecutor {
            Some(name) => msg!("crimewave-answer-trial-by", prosecutor = name),
            None => msg!("crimewave-answer-trial"),
        };
        let verdict_said = if convicted {
            msg!("crimewave-verdict-convicted")
        } else {
            msg!("crimewave-verdict-acquitted")
        };
        self.answer(
            said.arg("killer", accused.msg())
                .arg("case", case)
                .arg("prosecution", prosecution)
                .arg("defense", defense)
                .arg("total", total)
                .arg("verdict", verdict_said),
            msg!("crimewave-truth-conviction", points = CONVICTION),
        );
        Ok(verdict.into())
    }
}
