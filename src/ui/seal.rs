//! The sealed setup on screen: the strip the table reads during play (built here, on the
//! console's side, so the table module never touches a record), and the chain every game's
//! end-of-game reveal shows for checking.

use super::style;
use super::table::SealStrip;
use crate::record::Record;
use crate::record::seal;
use crate::rules::Rules;
use crate::{msg, t};
use iced::widget::text::Wrapping;
use iced::widget::{column, container, text};
use iced::{Element, Fill};

/// What the table may see of a record's chain and corrections: short fingerprints and the
/// withdrawn lines, never a salt or a secret. Corrections made before the round under way
/// began (with action `round_began`; 0 before the first) are only counted.
pub fn strip<G: Rules>(record: &Record<G>, round_began: usize) -> SealStrip {
    let (now, earlier): (Vec<_>, Vec<_>) = record
        .corrections()
        .iter()
        .partition(|c| round_began == 0 || c.at > round_began);
    SealStrip {
        links: record
            .seals()
            .iter()
            .map(|s| (s.after, seal::short(&s.fingerprint)))
            .collect(),
        corrections: now.into_iter().flat_map(|c| c.lines()).collect(),
        earlier: earlier.iter().map(|c| c.lines().count()).sum(),
    }
}

/// The chain in full for the end-of-game reveal: each link's secrets, salt and fingerprint,
/// whether it matches the replayed game, and the command that checks it by hand; then every
/// correction. Private: only ever on the console, behind the reveal's typed word.
pub fn chain<'a, M: 'a, G: Rules>(record: &Record<G>) -> Element<'a, M> {
    let verification = record.verify();
    let mut lines = vec![if verification.links.is_empty() {
        t!("seal-none")
    } else if verification.holds() {
        t!("seal-holds")
    } else {
        t!("seal-broken")
    }];
    let mut previous = String::new();
    for (i, link) in verification.links.iter().enumerate() {
        lines.push(t!("seal-link", number = i + 1, summary = link.summary()));
        if let Some(secrets) = &link.secrets {
            lines.push(t!(
                "seal-fingerprint",
                fingerprint = link.seal.fingerprint.as_str()
            ));
            lines.push(t!(
                "seal-check-by-hand",
                command = seal::check_command(&previous, secrets, &link.seal.salt)
            ));
        }
        previous = link.seal.fingerprint.clone();
    }
    lines.extend(verification.unsealed().map(|line| line.now()));
    lines.extend(record.corrections().iter().flat_map(|c| {
        c.lines()
            .map(move |line| msg!("seal-after-undo", at = c.at, line = line).now())
    }));
    container(
        // Fingerprints, salts and the check command are long unbroken words: wrap them
        // anywhere rather than cut them off at the panel's edge.
        column(
            lines
                .into_iter()
                .map(|line| text(line).wrapping(Wrapping::WordOrGlyph).into()),
        )
        .spacing(4)
        .width(Fill),
    )
    .padding(8)
    .width(Fill)
    .style(style::panel)
    .into()
}
