//! The house-rules panel: every rule the engine lets a group change (rulings 12, 16, 17 and 21 in docs/rulings.md),
//! each with one line saying what it does. Changed during setup; a value the engine
//! refuses is not taken, and the panel says why.

use crate::i18n::Msg;
use crate::rules::crimewave::settings::KillerEvents;
use crate::rules::crimewave::{Evidence, HouseRule, PRINTED_METHODS, Settings, method_msg};
use crate::t;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::widget::{button, checkbox, column, container, row, text, text_input};
use iced::{Center, Element, Fill};

/// What the player did in the panel.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Set a rule now (a switch or a − / + step).
    Set(HouseRule),
    /// The method names being typed.
    MethodsTyped(String),
    /// The d8 table being typed.
    D8Typed(String),
    /// Take the typed method names.
    SetMethods,
    /// Take the typed d8 table.
    SetD8,
    /// Alibi's Defense table being typed.
    DefenseTyped(String),
    /// Take the typed Defense table.
    SetDefense,
}

/// The panel's own state: what is being typed, and why the last change was refused.
#[derive(Debug, Clone, Default)]
pub struct HouseRules {
    methods: Option<String>,
    d8: Option<String>,
    defense: Option<String>,
    refused: Option<Msg>,
}

/// A text input's id in the panel, for tests and focus.
pub const METHODS_ID: &str = "crimewave-rule-methods";
/// See [`METHODS_ID`].
pub const D8_ID: &str = "crimewave-rule-d8";
/// See [`METHODS_ID`].
pub const DEFENSE_ID: &str = "crimewave-rule-defense";

impl HouseRules {
    /// Handles a message: the rule to ask the engine for, if any.
    pub fn update(&mut self, message: Message, settings: &Settings) -> Option<HouseRule> {
        let parsed = |name: &str, value: &str| HouseRule::parse(name, value.trim());
        let asked = match message {
            Message::Set(rule) => Ok(rule),
            Message::MethodsTyped(value) => {
                self.methods = Some(value);
                return None;
            }
            Message::D8Typed(value) => {
                self.d8 = Some(value);
                return None;
            }
            Message::DefenseTyped(value) => {
                self.defense = Some(value);
                return None;
            }
            // Typed in the table's language; the settings keep the rulebook's words.
            Message::SetMethods => parsed(
                "methods",
                &super::typed::method_words(&methods_text(settings, &self.methods)),
            ),
            Message::SetD8 => parsed("d8", &d8_text(settings, &self.d8)),
            Message::SetDefense => parsed(
                "defense-points",
                &defense_text(&settings.killer_events, &self.defense),
            ),
        };
        match asked {
            Ok(rule) => Some(rule),
            Err(why) => {
                self.refused = Some(why);
                None
            }
        }
    }

    /// The engine took the rule: the typed text now reads back from the settings.
    pub fn taken(&mut self) {
        *self = HouseRules::default();
    }

    /// The engine refused the rule, for this reason.
    pub fn refused(&mut self, why: Msg) {
        self.refused = Some(why);
    }

    /// The panel for these `settings`, `open` to changes during setup; with `alibi_plays`
    /// (Alibi plays the Killers) also the chances of its Killer events and Defense.
    pub fn view<'a, M: 'a + Clone>(
        &'a self,
        settings: &'a Settings,
        open: bool,
        alibi_plays: bool,
        wrap: fn(Message) -> M,
    ) -> Element<'a, M> {
        let set = |rule: HouseRule| open.then(|| wrap(Message::Set(rule)));
        let small = style::BODY - 3.0;
        let explain = |line: String| text(line).size(small);
        let step = |label: String, value: u8, rule: fn(u8) -> HouseRule| {
            row![
                text(label).width(Fill),
                button(text("−"))
                    .padding([0, 8])
                    .on_press_maybe(set(rule(value.saturating_sub(1)))),
                text(value.to_string()).width(28).align_x(Center),
                button(text("+"))
                    .padding([0, 8])
                    .on_press_maybe(set(rule(value.saturating_add(1)))),
            ]
            .spacing(6)
            .align_y(Center)
        };
        let example = said_methods(&PRINTED_METHODS[..2]);
        let methods = text_input(&example, &methods_text(settings, &self.methods))
            .id(METHODS_ID)
            .on_input_maybe(open.then_some(move |v| wrap(Message::MethodsTyped(v))))
            .on_submit_maybe(open.then(|| wrap(Message::SetMethods)));
        let d8 = text_input("11223344", &d8_text(settings, &self.d8))
            .id(D8_ID)
            .width(120)
            .on_input_maybe(open.then_some(move |v| wrap(Message::D8Typed(v))))
            .on_submit_maybe(open.then(|| wrap(Message::SetD8)));
        let mut panel =
            column![
                text(t!("crimewave-rules-title")).font(style::BOLD),
                if open {
                    explain(t!("crimewave-rules-open"))
                } else {
                    explain(t!("crimewave-rules-fixed"))
                },
                checkbox(settings.watch_blocks_endpoint)
                    .label(t!("crimewave-rule-watch"))
                    .on_toggle_maybe(open.then_some(move |on| wrap(Message::Set(
                        HouseRule::WatchBlocksEndpoint(on)
                    )))),
                explain(t!("crimewave-rule-watch-off")),
                checkbox(settings.dismissal_panic)
                    .label(t!("crimewave-rule-dismissal"))
                    .on_toggle_maybe(
                        open.then_some(move |on| wrap(Message::Set(HouseRule::DismissalPanic(on))))
                    ),
                explain(t!("crimewave-rule-dismissal-help")),
                step(
                    t!("crimewave-rule-victim-counter"),
                    settings.victim_counter,
                    HouseRule::VictimCounter
                ),
                explain(t!("crimewave-rule-victim-counter-help")),
                row![
                    text(t!("crimewave-rule-methods")),
                    methods,
                    button(text(t!("crimewave-rule-set")))
                        .on_press_maybe(open.then(|| wrap(Message::SetMethods))),
                ]
                .spacing(6)
                .align_y(Center),
                explain(t!("crimewave-rule-methods-help")),
                row![
                    text(t!("crimewave-rule-d8")).width(Fill),
                    d8,
                    button(text(t!("crimewave-rule-set")))
                        .on_press_maybe(open.then(|| wrap(Message::SetD8))),
                ]
                .spacing(6)
                .align_y(Center),
                explain(t!("crimewave-rule-d8-help", faces = d8_meaning(settings))),
                step(
                    t!("crimewave-rule-die"),
                    settings.evidence_die,
                    HouseRule::EvidenceDie
                ),
                explain(t!("crimewave-rule-die-help")),
            ]
            .spacing(4);
        // A small table: one row per Evidence tile, one − value + step per column.
        // A heading's longest word fits its column ("подтверждена"), set smaller if need be.
        let heading = |label: String| {
            let size = measure::size_for_words(&label, small, small * 0.75, style::FONT, STEP);
            text(label).size(size).width(STEP).align_x(Center)
        };
        panel = panel.push(
            row![
                text(t!("crimewave-rule-evidence")).size(small).width(Fill),
                heading(t!("crimewave-rule-verified-on")),
                heading(t!("crimewave-rule-worth")),
                heading(t!("crimewave-rule-in-bag")),
            ]
            .spacing(8),
        );
        for kind in Evidence::ALL {
            let rule = settings.evidence(kind);
            let name = kind.msg().now();
            panel = panel.push(
                row![
                    text(name).font(style::BOLD).width(Fill),
                    evidence_step(rule.roll, kind, HouseRule::Roll, open, wrap),
                    evidence_step(rule.points, kind, HouseRule::Points, open, wrap),
                    evidence_step(rule.in_bag, kind, HouseRule::InBag, open, wrap),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        panel = panel.push(explain(t!("crimewave-rule-evidence-help")));
        if alibi_plays {
            panel = panel.push(self.killer_events(&settings.killer_events, open, wrap));
        }
        if let Some(why) = &self.refused {
            let why = sentence(&why.now());
            panel = panel.push(text(t!("crimewave-rule-not-taken", why = why)).font(style::BOLD));
        }
        container(panel)
            .padding(8)
            .width(Fill)
            .style(style::panel)
            .into()
    }
}

impl HouseRules {
    /// Alibi's Killer events (the chance of each, every round) and its Defense at a trial.
    fn killer_events<'a, M: 'a + Clone>(
        &'a self,
        events: &'a KillerEvents,
        open: bool,
        wrap: fn(Message) -> M,
    ) -> Element<'a, M> {
        let small = style::BODY - 3.0;
        let chance = |label: String, value: u8, rule: fn(u8) -> HouseRule| {
            let set = |n: u8| open.then(|| wrap(Message::Set(rule(n))));
            row![
                text(label).width(Fill),
                button(text("−"))
                    .padding([0, 8])
                    .on_press_maybe(set(value.saturating_sub(CHANCE_STEP))),
                text(t!("crimewave-rule-percent", value = value))
                    .width(48)
                    .align_x(Center),
                button(text("+"))
                    .padding([0, 8])
                    .on_press_maybe(set(value.saturating_add(CHANCE_STEP).min(100))),
            ]
            .spacing(6)
            .align_y(Center)
        };
        let defense = text_input("0:20,2:30,4:35,6:15", &defense_text(events, &self.defense))
            .id(DEFENSE_ID)
            .width(180)
            .on_input_maybe(open.then_some(move |v| wrap(Message::DefenseTyped(v))))
            .on_submit_maybe(open.then(|| wrap(Message::SetDefense)));
        let nothing = 100u32.saturating_sub(events.total());
        column![
            text(t!("crimewave-rule-events-title")).font(style::BOLD),
            text(t!("crimewave-rule-events-help")).size(small),
            chance(
                t!("crimewave-rule-random-killing"),
                events.random_killing,
                HouseRule::RandomKillingChance
            ),
            chance(
                t!("crimewave-rule-full-moon"),
                events.full_moon,
                HouseRule::FullMoonChance
            ),
            chance(
                t!("crimewave-rule-escape"),
                events.escape,
                HouseRule::EscapeChance
            ),
            text(t!("crimewave-rule-no-event", chance = nothing)).size(small),
            row![
                text(t!("crimewave-rule-defense")).width(Fill),
                defense,
                button(text(t!("crimewave-rule-set")))
                    .on_press_maybe(open.then(|| wrap(Message::SetDefense))),
            ]
            .spacing(6)
            .align_y(Center),
            text(t!(
                "crimewave-rule-defense-help",
                table = defense_meaning(&events.defense)
            ))
            .size(small),
        ]
        .spacing(4)
        .into()
    }
}

/// How far one press of − or + moves a Killer event's chance, in percent.
const CHANCE_STEP: u8 = 5;

/// Alibi's Defense table as typed, or as the settings have it.
fn defense_text(events: &KillerEvents, typed: &Option<String>) -> String {
    typed.clone().unwrap_or_else(|| {
        events
            .defense
            .iter()
            .map(|(points, chance)| format!("{points}:{chance}"))
            .collect::<Vec<_>>()
            .join(",")
    })
}

/// "0 points 20 %, 2 points 30 %, …": the Defense table in words.
fn defense_meaning(table: &[(u8, u8)]) -> String {
    table
        .iter()
        .map(|&(points, chance)| {
            t!(
                "crimewave-rule-defense-row",
                points = points,
                chance = chance
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The width of one Evidence column.
const STEP: f32 = 86.0;

/// One − value + step of an Evidence kind's rule.
fn evidence_step<'a, M: 'a + Clone>(
    value: u8,
    kind: Evidence,
    rule: fn(Evidence, u8) -> HouseRule,
    open: bool,
    wrap: fn(Message) -> M,
) -> Element<'a, M> {
    let set = |n: u8| open.then(|| wrap(Message::Set(rule(kind, n))));
    row![
        button(text("−").size(style::BODY - 3.0))
            .padding([0, 6])
            .on_press_maybe(set(value.saturating_sub(1))),
        text(value.to_string()).width(22).align_x(Center),
        button(text("+").size(style::BODY - 3.0))
            .padding([0, 6])
            .on_press_maybe(set(value.saturating_add(1))),
    ]
    .spacing(4)
    .width(STEP)
    .align_y(Center)
    .into()
}

/// The method names as typed, or as the settings have them, in the table's language.
fn methods_text(settings: &Settings, typed: &Option<String>) -> String {
    typed
        .clone()
        .unwrap_or_else(|| said_methods(&settings.methods))
}

/// Methods in the table's language, as the field lists them ("Erschießen,Erstechen").
fn said_methods(methods: &[impl AsRef<str>]) -> String {
    methods
        .iter()
        .map(|m| method_msg(m.as_ref()).now())
        .collect::<Vec<_>>()
        .join(",")
}

/// The d8 table as typed, or as the settings have it.
fn d8_text(settings: &Settings, typed: &Option<String>) -> String {
    typed
        .clone()
        .unwrap_or_else(|| settings.d8.iter().map(u8::to_string).collect())
}

/// "1–2 shooting, 3–4 stabbing …": which faces give which method now.
fn d8_meaning(settings: &Settings) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut face = 1u8;
    while face <= 8 {
        let method = settings.method_for_face(face).unwrap_or("?");
        let said = method_msg(method);
        let mut last = face;
        while last < 8 && settings.method_for_face(last + 1).unwrap_or("?") == method {
            last += 1;
        }
        parts.push(if last == face {
            t!("crimewave-rule-d8-face", face = face, method = said)
        } else {
            t!(
                "crimewave-rule-d8-faces",
                face = face,
                last = last,
                method = said
            )
        });
        face = last + 1;
    }
    parts.join(", ")
}

/// An engine message as a sentence: a capital first letter and a full stop.
fn sentence(why: &str) -> String {
    let mut line = super::forms::capitalised(why.trim());
    if !line.ends_with('.') {
        line.push('.');
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_d8_line_names_each_methods_faces() {
        let mut settings = Settings::default();
        assert_eq!(
            d8_meaning(&settings),
            "1–2 shooting, 3–4 stabbing, 5–6 bludgeoning, 7–8 strangling"
        );
        settings.d8 = [1, 2, 2, 2, 2, 2, 2, 1];
        assert_eq!(
            d8_meaning(&settings),
            "1 shooting, 2–7 stabbing, 8 shooting"
        );
    }

    #[test]
    fn a_typed_rule_the_rules_cant_read_is_refused_with_the_reason() {
        let mut panel = HouseRules::default();
        let settings = Settings::default();
        assert_eq!(
            panel.update(Message::D8Typed("1122".into()), &settings),
            None
        );
        assert_eq!(panel.update(Message::SetD8, &settings), None);
        let why = panel
            .refused
            .clone()
            .map(|why| sentence(&why.now()))
            .unwrap_or_default();
        assert!(why.starts_with("Rule d8 takes eight digits"), "{why}");
        assert!(why.ends_with('.'), "{why}");
        panel.taken();
        assert_eq!(
            panel.update(Message::SetD8, &settings),
            Some(HouseRule::D8([1, 1, 2, 2, 3, 3, 4, 4])),
            "untouched, the field holds the table in force"
        );
    }
}
