//! The engine of a turn: the Author's sentence (captures under the cap, the murderer pile,
//! an accusation), a certificate of insanity, then the evidence of crime, the dry round,
//! eliminations and the end check; the veto, the fine and the questions the end asks.

use super::{
    Action, CrimeStory, EndReason, HAND_SIZE, Happened, MurdererFate, Player, Sentence, Status,
    StoryLine, starter,
};
use crate::msg;
use crate::rules::Refusal;

impl CrimeStory {
    fn sentence(&mut self, s: &Sentence) -> Result<Vec<Happened>, Refusal> {
        let setup = self.in_play()?.clone();
        let author = self.author;
        for (i, c) in s.captures.iter().enumerate() {
            let giver = self
                .players
                .get(c.from)
                .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-capture-nobody")))?;
            if c.from == author {
                return Err(Refusal::new(msg!("crime-story-refusal-own-words")));
            }
            if giver.status != Status::Active {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-out-of-play",
                    player = giver.name.as_str()
                )));
            }
            if s.captures[..i].iter().any(|o| o.from == c.from) {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-listed-twice",
                    player = giver.name.as_str()
                )));
            }
            if c.cards > giver.hand {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-holds-only",
                    player = giver.name.as_str(),
                    cards = giver.hand
                )));
            }
        }
        let total: u32 = s.captures.iter().map(|c| u32::from(c.cards)).sum();
        let kept = self.kept(s);
        if let Some(a) = &s.accusation {
            if let Some(problem) = self.accusation_problem(s) {
                return Err(Refusal::new(problem));
            }
            let accused = self
                .players
                .get(a.accused)
                .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-accuse-a-player")))?;
            if a.accused == author {
                return Err(Refusal::new(msg!("crime-story-refusal-accuse-self")));
            }
            let left = accused.hand.saturating_sub(
                s.captures
                    .iter()
                    .find(|c| c.from == a.accused)
                    .map_or(0, |c| c.cards),
            );
            if a.correct && left == 0 {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-no-card-left",
                    player = accused.name.as_str()
                )));
            }
        }
        let me = self.player(author)?;
        if s.own_words > me.hand {
            return Err(Refusal::new(msg!(
                "crime-story-refusal-holds-only",
                player = me.name.as_str(),
                cards = me.hand
            )));
        }
        me.hand -= s.own_words;
        me.captured = me.captured.saturating_add(kept);
        for c in &s.captures {
            let giver = self.player(c.from)?;
            giver.hand -= c.cards;
        }
        self.murderer_pile += total - u32::from(kept) + u32::from(s.own_words);
        self.story.push(StoryLine {
            author: Some(author),
            text: s.text.clone(),
            certificate: false,
            struck: false,
        });
        self.vetoable = Some(self.story.len() - 1);
        let mut result = Vec::new();
        if total > 0 || s.own_words > 0 {
            result.push(Happened::Kept {
                kept,
                pile: total - u32::from(kept) + u32::from(s.own_words),
            });
        }
        if let Some(a) = s.accusation {
            let me = self.player(author)?;
            me.certificates -= 1;
            me.accusations = me.accusations.saturating_add(1);
            if a.correct {
                self.player(a.accused)?.hand -= 1;
                self.end = Some(EndReason::MurdererFound);
                self.fate = Some(MurdererFate::Found {
                    murderer: a.accused,
                    by: author,
                });
                self.vetoable = None;
                result.push(Happened::MurdererFound);
                return Ok(result);
            }
            if setup.variants.wrong_accusation_loses {
                self.player(author)?.status = Status::LostWrongAccusation;
            }
            result.push(Happened::WrongAccusation);
        }
        self.end_turn(kept > 0);
        Ok(result)
    }

    fn certificate(&mut self, timed_out: bool, text: &str) -> Result<Vec<Happened>, Refusal> {
        self.in_play()?;
        let me = self.player(self.author)?;
        me.certificates = me
            .certificates
            .checked_sub(1)
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-certificate-left")))?;
        let author = self.author;
        self.story.push(StoryLine {
            author: Some(author),
            text: text.to_string(),
            certificate: true,
            struck: false,
        });
        self.vetoable = None;
        self.end_turn(false);
        Ok(if timed_out {
            vec![Happened::TimeRanOut]
        } else {
            Vec::new()
        })
    }

    /// Evidence of crime, the dry round, eliminations, the end check and the next Author.
    fn end_turn(&mut self, received: bool) {
        self.turn += 1;
        if received {
            self.evidence_holder = Some(self.author);
            self.turns_since_capture = 0;
        } else {
            self.turns_since_capture += 1;
        }
        if self.turns_since_capture >= self.active() as u32 {
            self.turns_since_capture = 0;
            let murderer_possible = self.setup.as_ref().is_some_and(|s| !s.variants.no_murderer);
            for (seat, p) in self.players.iter_mut().enumerate() {
                if p.status == Status::Active && p.hand > 0 {
                    p.hand -= 1;
                    self.discarded += 1;
                    if p.hand == 0 && murderer_possible {
                        self.last_card_question.push(seat);
                    }
                }
            }
        }
        self.eliminate();
        self.check_two_left();
        if let Some(next) = (1..=self.players.len())
            .map(|k| (self.author + k) % self.players.len())
            .find(|&s| {
                self.players
                    .get(s)
                    .is_some_and(|p| p.status == Status::Active)
            })
        {
            self.author = next;
        }
    }

    fn eliminate(&mut self) {
        for p in self
            .players
            .iter_mut()
            .filter(|p| p.status == Status::Active)
        {
            if p.certificates == 0 {
                p.status = Status::OutNoCertificates;
            } else if p.hand == 0 {
                p.status = Status::OutEmptyHand;
            }
        }
    }

    fn check_two_left(&mut self) {
        if self.end.is_none() && self.last_card_question.is_empty() && self.active() <= 2 {
            self.end = Some(EndReason::TwoPlayersLeft);
            self.vetoable = None;
            if self.setup.as_ref().is_some_and(|s| s.variants.no_murderer) {
                self.fate = Some(MurdererFate::NoMurderer);
            }
        }
    }

    fn veto(&mut self) -> Result<Vec<Happened>, Refusal> {
        self.in_play()?;
        let line = self
            .vetoable
            .take()
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-veto-last")))?;
        let Some(story_line) = self.story.get_mut(line) else {
            return Err(Refusal::new(msg!("crime-story-refusal-no-such-sentence")));
        };
        story_line.struck = true;
        let author = story_line.author.unwrap_or(self.author);
        let teller = self.player(author)?;
        if teller.captured == 0 {
            return Ok(vec![Happened::Struck { card: false }]);
        }
        teller.captured -= 1;
        self.murderer_pile += 1;
        Ok(vec![Happened::Struck { card: true }])
    }

    fn fine(&mut self, player: usize) -> Result<Vec<Happened>, Refusal> {
        let setup = self.in_play()?;
        if !setup.variants.reused_word_fine {
            return Err(Refusal::new(msg!("crime-story-refusal-fine-variant")));
        }
        let p = self.player(player)?;
        if p.captured == 0 {
            return Ok(vec![Happened::Fined { card: false }]);
        }
        p.captured -= 1;
        self.murderer_pile += 1;
        Ok(vec![Happened::Fined { card: true }])
    }

    fn last_card_answer(&mut self, murderer: Option<usize>) -> Result<Vec<Happened>, Refusal> {
        if self.last_card_question.is_empty() {
            return Err(Refusal::new(msg!("crime-story-refusal-nobody-discarded")));
        }
        if let Some(m) = murderer {
            if !self.last_card_question.contains(&m) {
                return Err(Refusal::new(msg!(
                    "crime-story-refusal-didnt-discard",
                    player = self.name(m)
                )));
            }
            self.end = Some(EndReason::MurdererCardDiscarded);
            self.fate = Some(MurdererFate::CardDiscarded { murderer: m });
        }
        self.last_card_question.clear();
        self.check_two_left();
        Ok(if murderer.is_some() {
            vec![Happened::MurdererCardOut]
        } else {
            Vec::new()
        })
    }

    fn reveal(&mut self, murderer: usize) -> Result<Vec<Happened>, Refusal> {
        if self.end.is_none() {
            return Err(Refusal::new(msg!("crime-story-refusal-murderer-secret")));
        }
        if self.fate.is_some() {
            return Err(Refusal::new(msg!("crime-story-refusal-scored")));
        }
        let p = self
            .players
            .get(murderer)
            .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-such-player")))?;
        if p.hand == 0 {
            return Err(Refusal::new(msg!(
                "crime-story-refusal-no-card-left",
                player = p.name.as_str()
            )));
        }
        self.fate = Some(MurdererFate::Hidden { murderer });
        Ok(Vec::new())
    }

    pub(super) fn take(&mut self, action: &Action) -> Result<Vec<Happened>, Refusal> {
        match action {
            Action::Setup(setup) => {
                if self.setup.is_some() {
                    return Err(Refusal::new(msg!("crime-story-refusal-set-up-twice")));
                }
                setup.check()?;
                self.players = setup
                    .players
                    .iter()
                    .map(|name| Player {
                        name: name.clone(),
                        hand: HAND_SIZE,
                        captured: 0,
                        certificates: setup.certificates,
                        status: Status::Active,
                        accusations: 0,
                    })
                    .collect();
                self.author = setup.starting_player;
                self.setup = Some(setup.clone());
                Ok(Vec::new())
            }
            Action::StoryStarter { index } => {
                self.in_play()?;
                starter(*index)
                    .ok_or_else(|| Refusal::new(msg!("crime-story-refusal-no-such-starter")))?;
                self.starter = Some(*index);
                Ok(vec![Happened::Starter { index: *index }])
            }
            Action::Sentence(s) => self.sentence(s),
            Action::Certificate { timed_out, text } => self.certificate(*timed_out, text),
            Action::Veto => self.veto(),
            Action::Fine { player } => self.fine(*player),
            Action::LastCardAnswer { murderer } => self.last_card_answer(*murderer),
            Action::RevealMurderer { murderer } => self.reveal(*murderer),
        }
    }
}
