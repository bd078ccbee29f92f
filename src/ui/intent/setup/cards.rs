//! The players enter what they drew with the physical cards: the civilians of each block by
//! name, the Murderer, the Person of Interest and the motive.

use super::super::{Choice, Message, Screen, Secret, choices};
use super::Form;
use crate::i18n::Language;
use crate::msg;
use crate::rules::intent::city::{all_blocks, block_msg};
use crate::rules::intent::{Action as IntentAction, Block, Civilian};
use crate::t;
use crate::ui::style;
use crate::ui::widget::measure;
use iced::Element;
use iced::widget::{button, column, pick_list, row, text, text_input};

/// The civilian a typed word names: its name in the table's `language` or as printed in
/// English (`Ice Cream Man`, or the transcript's `ice-cream-man`), whatever the case, spaces
/// and hyphens — the cards on the table may be either edition.
fn named(word: &str, language: Language) -> Option<Civilian> {
    let key = |name: &str| -> String {
        name.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let typed = key(word);
    // The table's language first: a name it gives one civilian names that one.
    Civilian::all()
        .find(|c| key(&c.msg().render(language)) == typed)
        .or_else(|| Civilian::all().find(|c| key(c.slug()) == typed))
}

impl Form {
    /// The civilians typed for a block: those recognised, and the words that weren't.
    fn read_block(&self, block: Block) -> (Vec<Civilian>, Vec<String>) {
        let typed = self
            .typed
            .get(usize::from(block))
            .map_or("", String::as_str);
        let mut found = Vec::new();
        let mut unknown = Vec::new();
        for word in typed.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match named(word, crate::i18n::current()) {
                Some(c) => found.push(c),
                None => unknown.push(word.to_owned()),
            }
        }
        (found, unknown)
    }

    fn entered(&self) -> Vec<Civilian> {
        all_blocks().flat_map(|b| self.read_block(b).0).collect()
    }
}

impl Screen {
    pub(super) fn record_cards(&mut self) {
        if !self.motives_ready() {
            return;
        }
        let form = &self.form;
        if let Some((block, unknown)) = all_blocks()
            .map(|b| (b, form.read_block(b).1))
            .find(|(_, unknown)| !unknown.is_empty())
        {
            self.status = Some(msg!(
                "intent-setup-unknown-civilian",
                block = block_msg(block),
                names = unknown.join(", ")
            ));
            return;
        }
        let (Some(murderer), Some(poi), Some(motive)) = (form.murderer, form.poi, form.motive)
        else {
            self.status = Some(msg!("intent-setup-choose-secrets"));
            return;
        };
        let mut actions = form.house_rules();
        actions.extend([
            IntentAction::Mode(form.mode),
            IntentAction::Layout(form.layout),
            IntentAction::Motives(form.motives.clone()),
        ]);
        actions.extend(all_blocks().map(|b| IntentAction::Place(b, form.read_block(b).0)));
        actions.extend([
            IntentAction::Murderer(murderer),
            IntentAction::Poi(poi),
            IntentAction::Motive(motive),
        ]);
        if self.act_all(actions) {
            // The Murderer drew the tokens by hand: no offer is recorded, so any group may be
            // the one they kept.
            self.secret = Secret::Showing;
            self.status = Some(msg!("intent-setup-recorded"));
        }
    }

    pub(super) fn cards_entry(&self) -> Element<'_, Message> {
        let form = &self.form;
        let wanted = form.layout.civilians_per_block();
        let blocks = iced::widget::Row::with_children(all_blocks().map(|b| {
            let (found, unknown) = form.read_block(b);
            let label = if unknown.is_empty() {
                t!(
                    "intent-setup-block-count",
                    block = block_msg(b),
                    found = found.len(),
                    wanted = wanted[usize::from(b)]
                )
            } else {
                t!(
                    "intent-setup-block-unknown",
                    block = block_msg(b),
                    names = unknown.join(", ")
                )
            };
            column![
                text(label).size(style::BODY - 2.0),
                text_input(
                    &t!("intent-setup-names-example"),
                    &form.typed[usize::from(b)]
                )
                .on_input(move |typed| Message::BlockTyped(b, typed))
                .width(measure::field_width(
                    &t!("intent-setup-names-example"),
                    200.0
                )),
            ]
            .spacing(2)
            .into()
        }))
        .spacing(10)
        .wrap();
        let entered = choices(form.entered());
        column![
            text(t!("intent-setup-type-civilians")).font(style::BOLD),
            blocks,
            row![
                text(t!("intent-setup-murderer")),
                pick_list(entered.clone(), form.murderer.map(Choice), |Choice(c)| {
                    Message::MurdererChosen(c)
                })
                .placeholder(t!("intent-console-placeholder-civilian")),
                text(t!("intent-setup-poi")),
                pick_list(entered, form.poi.map(Choice), |Choice(c)| {
                    Message::PoiChosen(c)
                })
                .placeholder(t!("intent-console-placeholder-civilian")),
                text(t!("intent-setup-motive")),
                pick_list(
                    choices(form.motives.clone()),
                    form.motive.map(Choice),
                    |Choice(m)| Message::MotiveChosen(m)
                )
                .placeholder(t!("intent-console-placeholder-motive")),
            ]
            .spacing(10)
            .align_y(iced::Center),
            row![
                button(text(t!("intent-setup-record"))).on_press(Message::RecordCards),
                button(text(t!("intent-setup-back"))).on_press(Message::EnterCards(false)),
            ]
            .spacing(10),
        ]
        .spacing(10)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_civilian_is_read_by_its_name_in_each_language_and_in_english() {
        for language in Language::ALL {
            for c in Civilian::all() {
                let said = c.msg().render(language);
                assert_eq!(named(&said, language), Some(c), "{said} in {language:?}");
                assert_eq!(named(&said.to_uppercase(), language), Some(c));
                assert_eq!(
                    named(c.name(), language),
                    Some(c),
                    "{} in {language:?}",
                    c.name()
                );
                assert_eq!(named(c.slug(), language), Some(c));
            }
        }
    }

    #[test]
    fn spaces_hyphens_and_case_do_not_matter_but_other_words_are_no_one() {
        let ice = Civilian::parse("ice-cream-man");
        let lowered = ice.map(|c| c.name().to_lowercase()).unwrap_or_default();
        assert_eq!(named(&lowered, Language::English), ice);
        let cat = Civilian::parse("cat-lady");
        assert_eq!(named("Katzenlady", Language::German), cat);
        assert_eq!(named("кошатница", Language::Russian), cat);
        assert_eq!(named("dame-aux-chats", Language::French), cat);
        assert_eq!(named("Katzenlady", Language::English), None);
        assert_eq!(named("cat", Language::English), None);
        assert_eq!(named("", Language::English), None);
    }
}
