//! The Murderer's advice on the console (private, switchable): the legal victims ranked by
//! what each murder would leave the Detective, and on demand the public facts that narrowed
//! the suspects and motives the most.

use super::{Message, Screen};
use crate::t;
use crate::ui::style;
use iced::Element;
use iced::widget::{button, column, container, row, text, toggler};

impl Screen {
    /// Under the murder pick: the switch, the ranking, the selected victim's line, and why.
    pub(super) fn advice_panel(&self) -> Element<'_, Message> {
        let small = style::BODY - 3.0;
        let switch = row![
            toggler(self.show_advice).on_toggle(Message::AdviceToggled),
            text(t!("intent-advice-switch")).size(small),
        ]
        .spacing(8);
        let mut panel = column![switch].spacing(4);
        if self.show_advice {
            panel = panel.push(text(self.advice_line()).size(small));
        }
        panel = panel.push(
            button(text(t!("intent-advice-why")).size(small))
                .style(button::secondary)
                .on_press(Message::Explain),
        );
        if let Some(cuts) = &self.explanation {
            if cuts.is_empty() {
                panel = panel.push(text(t!("intent-advice-no-cut")).size(small));
            }
            for cut in cuts {
                panel = panel.push(
                    text(t!(
                        "intent-advice-cut",
                        fact = cut.fact.clone(),
                        suspects = cut.suspects_more,
                        motives = cut.motives_more
                    ))
                    .size(small),
                );
            }
        }
        container(panel).padding(6).style(style::panel).into()
    }

    /// "Murder the Waitress: 18 suspects and 4 motives left (now 19 and 4); the Fence would
    /// leave 17 and 3", then every victim as `name=S/M`.
    fn advice_line(&self) -> String {
        let Some(best) = self.advice.first() else {
            return t!("intent-advice-nobody");
        };
        let now = self
            .exposure
            .as_ref()
            .map_or((0, 0), |e| (e.suspects.len(), e.motives.len()));
        let chosen = self
            .selected
            .and_then(|c| self.advice.iter().find(|a| a.victim == c))
            .unwrap_or(best);
        let worst = self.advice.last().unwrap_or(best);
        let lead = t!(
            "intent-advice-lead",
            safest = if chosen == best { "yes" } else { "no" },
            victim = chosen.victim.msg(),
            suspects = chosen.suspects,
            motives = chosen.motives,
            suspects_now = now.0,
            motives_now = now.1
        );
        let compared = if chosen != best { best } else { worst };
        let other = if compared != chosen {
            t!(
                "intent-advice-other",
                victim = compared.victim.msg(),
                suspects = compared.suspects,
                motives = compared.motives
            )
        } else {
            String::new()
        };
        let all: Vec<String> = self
            .advice
            .iter()
            .map(|a| format!("{}={}/{}", a.victim.slug(), a.suspects, a.motives))
            .collect();
        t!(
            "intent-advice-line",
            lead = lead,
            other = other,
            ranked = all.join(" ")
        )
    }
}
