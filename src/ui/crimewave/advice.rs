//! The Killer player's reasoning aids (private): each Killer's exposure and heat from the
//! exact deduction, which legal murder site gives least away, and on demand which public
//! facts pin a Killer down. All of it is worked out on a thread of its own after each change
//! to the game, so play never waits for it; until it arrives the console says so.

use super::Message as ScreenMessage;
use crate::i18n::Msg;
use crate::rules::crimewave::advice::{Cut, SiteAdvice};
use crate::rules::crimewave::deduction::Deduction;
use crate::rules::crimewave::{Crimewave, Killer, Loc, Phase};
use crate::ui::style;
use crate::ui::widget::board::Heat;
use crate::{msg, t};
use iced::widget::{button, column, container, row, text, toggler};
use iced::{Element, Fill, Task};

/// What the reasoning aids know, and for which position of the game.
#[derive(Debug, Clone, Default)]
pub struct Reasoning {
    /// The game the answers are for: once the game changes they are stale.
    for_game: Option<Box<Crimewave>>,
    /// The deduction for that game once worked out (until then, for the game before it).
    deduction: Option<Deduction>,
    /// Per Killer (red, green, blue): its legal sites ranked, once worked out (until then,
    /// for the game before it).
    advice: Option<[Vec<SiteAdvice>; 3]>,
    /// The explanation asked for, once worked out.
    explanation: Option<(Killer, Vec<Cut>)>,
    /// The Killer whose explanation is being worked out.
    explaining: Option<Killer>,
    /// Rank each Killer's legal sites (switchable: a group may not want the help).
    show_advice: bool,
    /// The advice shown is for the game in `for_game`.
    advised: bool,
    /// A worker thread is on the game in `for_game`.
    working: bool,
}

/// What the worker thread found for one position.
#[derive(Debug, Clone)]
pub struct Worked {
    game: Crimewave,
    deduction: Deduction,
    advice: Option<[Vec<SiteAdvice>; 3]>,
}

/// The reasoning aids' messages.
#[derive(Debug, Clone)]
pub enum Message {
    /// The deduction (and advice) for a position arrived from the worker thread.
    Worked(Box<Worked>),
    /// Switch the murder advice on or off.
    AdviceToggled(bool),
    /// Explain which public facts pin this Killer down.
    Explain(Killer),
    /// The explanation for a position arrived.
    Explained(Box<Crimewave>, Killer, Vec<Cut>),
}

/// `Message` has no equality worth comparing (whole games inside); the screen's messages
/// compare it by kind only, which is all its tests ask.
impl PartialEq for Message {
    fn eq(&self, other: &Self) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

/// Runs `work` on a thread of its own and hands its answer back as a message.
fn off_thread<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
    done: impl Fn(T) -> Message + Send + 'static,
) -> Task<Message> {
    let (tx, rx) = iced::futures::channel::oneshot::channel();
    let spawned = std::thread::Builder::new()
        .name("alibi-deduction".into())
        .spawn(move || {
            // The console may have moved on: then nobody waits for this answer.
            let _ = tx.send(work());
        });
    if spawned.is_err() {
        return Task::none();
    }
    Task::perform(rx, move |answer| answer.ok()).and_then(move |t| Task::done(done(t)))
}

impl Reasoning {
    /// Starts working out the aids for the game as it is now, unless that is already done or
    /// under way. Games in play and ended games are reasoned about (an ended game's console
    /// still shows each Killer's exposure; its advice is for murders, so only in play).
    pub fn refresh(&mut self, game: &Crimewave) -> Option<Task<Message>> {
        if game.phase() == Phase::Setup {
            *self = Self {
                show_advice: self.show_advice,
                ..Self::default()
            };
            return None;
        }
        let fresh = self.for_game.as_deref() == Some(game);
        let wants_advice = self.show_advice && !self.advised && game.phase() == Phase::Play;
        if fresh && (self.working || !wants_advice) {
            return None;
        }
        if !fresh {
            // The answers for the last position stay on screen until the new ones arrive
            // (a few milliseconds): no flicker after every action.
            self.for_game = Some(Box::new(game.clone()));
            self.advised = false;
            self.explanation = None;
            self.explaining = None;
        }
        self.working = true;
        let game = game.clone();
        let advise = self.show_advice && game.phase() == Phase::Play;
        Some(off_thread(
            move || {
                let deduction = game.deduce();
                let advice = advise.then(|| Killer::ALL.map(|k| game.advice(k)));
                Worked {
                    game,
                    deduction,
                    advice,
                }
            },
            |worked| Message::Worked(Box::new(worked)),
        ))
    }

    /// Handles a message; `game` is the game now.
    pub fn update(&mut self, message: Message, game: &Crimewave) -> Task<Message> {
        match message {
            Message::Worked(worked) => {
                if self.for_game.as_deref() == Some(&worked.game) {
                    self.working = false;
                    self.deduction = Some(worked.deduction);
                    if worked.advice.is_some() {
                        self.advice = worked.advice;
                        self.advised = true;
                    }
                }
            }
            Message::AdviceToggled(on) => self.show_advice = on,
            Message::Explain(killer) => {
                self.explaining = Some(killer);
                let game = game.clone();
                return off_thread(
                    move || {
                        let cuts = game.explain(killer, 5);
                        (game, cuts)
                    },
                    move |(game, cuts)| Message::Explained(Box::new(game), killer, cuts),
                );
            }
            Message::Explained(for_game, killer, cuts) => {
                if *for_game == *game && self.explaining == Some(killer) {
                    self.explaining = None;
                    self.explanation = Some((killer, cuts));
                }
            }
        }
        Task::none()
    }

    /// The deduction, once worked out for the game as it is.
    pub fn deduction(&self) -> Option<&Deduction> {
        self.deduction.as_ref()
    }

    /// "exposure 23" or, while the deduction is being worked out, "exposure …".
    pub fn exposure_text(&self, killer: Killer) -> String {
        match &self.deduction {
            Some(d) => t!("crimewave-exposure", count = d.count(killer)),
            None => t!("crimewave-exposure-working"),
        }
    }

    /// The heat overlay of one Killer: each candidate home with its share of the consistent
    /// assignments.
    pub fn heat(&self, killer: Killer) -> Vec<Heat> {
        let Some(d) = &self.deduction else {
            return Vec::new();
        };
        d.candidates(killer)
            .into_iter()
            .map(|loc| Heat {
                killer,
                loc,
                chance: d.share(killer, loc) as f32,
            })
            .collect()
    }

    /// The sites that leave this Killer the most homes (the board rings them), when the
    /// advice is on and worked out.
    pub fn safest(&self, killer: Killer) -> Vec<Loc> {
        let Some(advice) = self.advice.as_ref().filter(|_| self.show_advice) else {
            return Vec::new();
        };
        let ranked = &advice[killer as usize];
        let best = ranked.first().map_or(0, |a| a.homes_left);
        let worst = ranked.last().map_or(0, |a| a.homes_left);
        if best == worst {
            // Every site gives away the same: no site to point at.
            return Vec::new();
        }
        ranked
            .iter()
            .take_while(|a| a.homes_left == best)
            .map(|a| a.loc)
            .collect()
    }

    /// Under the murder form: what a murder at the typed site (or at each site) would leave
    /// the table, the switch, and the explanation on demand.
    pub fn murder_panel(
        &self,
        killer: Option<Killer>,
        at: Option<Loc>,
    ) -> Element<'_, ScreenMessage> {
        let small = style::BODY - 3.0;
        let switch = row![
            toggler(self.show_advice)
                .on_toggle(|on| ScreenMessage::Reasoning(Message::AdviceToggled(on))),
            text(t!("crimewave-advice-switch")).size(small),
        ]
        .spacing(8);
        let mut panel = column![switch].spacing(4);
        match killer {
            Some(killer) => {
                if self.show_advice {
                    panel = panel.push(text(self.advice_line(killer, at)).size(small));
                }
                panel = panel.push(self.explanation_view(killer));
            }
            None => {
                panel = panel.push(text(t!("crimewave-advice-type-killer")).size(small));
            }
        }
        container(panel)
            .padding(6)
            .width(Fill)
            .style(style::panel)
            .into()
    }

    /// "Murder at 57: Red stays at 31 possible homes (now 38); at 41 he'd drop to 4."
    fn advice_line(&self, killer: Killer, at: Option<Loc>) -> String {
        let (Some(deduction), Some(advice)) = (&self.deduction, &self.advice) else {
            return t!("crimewave-advice-working");
        };
        let ranked = &advice[killer as usize];
        let now = deduction.count(killer);
        let Some(best) = ranked.first() else {
            return t!("crimewave-advice-no-site", killer = killer.msg());
        };
        let worst = ranked.last().unwrap_or(best);
        let chosen = at.and_then(|loc| ranked.iter().find(|a| a.loc == loc));
        let lead = match chosen {
            Some(site) => msg!(
                "crimewave-advice-at",
                loc = site.loc,
                killer = killer.msg(),
                homes = msg!("crimewave-possible-homes", homes = site.homes_left),
                now = now
            ),
            None => msg!(
                "crimewave-advice-safest",
                loc = best.loc,
                killer = killer.msg(),
                homes = msg!("crimewave-possible-homes", homes = best.homes_left),
                now = now
            ),
        };
        let contrast = match chosen {
            Some(site) if site.loc != best.loc && best.homes_left > site.homes_left => msg!(
                "crimewave-advice-would-stay",
                loc = best.loc,
                homes = best.homes_left
            ),
            _ if worst.homes_left < best.homes_left => msg!(
                "crimewave-advice-would-drop",
                loc = worst.loc,
                homes = worst.homes_left
            ),
            _ => Msg::raw(""),
        };
        let top: Vec<String> = ranked
            .iter()
            .take(8)
            .map(|a| format!("{}={}", a.loc, a.homes_left))
            .collect();
        t!(
            "crimewave-advice-line",
            lead = lead,
            contrast = contrast,
            ranked = top.join(" ")
        )
    }

    /// The button that asks why a Killer is exposed, and the answer once it is known.
    fn explanation_view(&self, killer: Killer) -> Element<'_, ScreenMessage> {
        let small = style::BODY - 3.0;
        let ask = button(text(t!("crimewave-advice-why", killer = killer.msg())).size(small))
            .style(button::secondary)
            .on_press(ScreenMessage::Reasoning(Message::Explain(killer)));
        let answer: Element<'_, ScreenMessage> = match (&self.explanation, self.explaining) {
            (_, Some(k)) if k == killer => text(t!("crimewave-advice-weighing")).size(small).into(),
            (Some((k, cuts)), _) if *k == killer && cuts.is_empty() => {
                text(t!("crimewave-advice-no-cut")).size(small).into()
            }
            (Some((k, cuts)), _) if *k == killer => column(cuts.iter().map(|cut| {
                text(t!(
                    "crimewave-advice-cut",
                    fact = cut.fact.clone(),
                    more = cut.homes_more
                ))
                .size(small)
                .into()
            }))
            .into(),
            _ => column![].into(),
        };
        column![row![ask], answer].spacing(2).into()
    }
}
