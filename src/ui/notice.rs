//! A notice for the people at the console, in the table's language. When the system refused
//! something (no desktop session to keep the display awake, no sound system), the notice says
//! so in our words, and the system's own words follow in small type, for whoever looks after
//! the machine: they are in the system's language, usually English.

use crate::i18n::Msg;
use iced::Element;
use iced::widget::{column, text};

/// What the console tells the people at it.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// What happened and what to do, in the table's language.
    pub said: Msg,
    /// The system's own words, when it refused something.
    pub detail: Option<String>,
}

impl Notice {
    /// A notice with the system's own words after it.
    pub fn with_detail(said: Msg, detail: impl Into<String>) -> Self {
        Notice {
            said,
            detail: Some(detail.into()),
        }
    }

    /// The notice in `size`, the system's words under it smaller.
    pub fn view<'a, M: 'a>(&self, size: f32) -> Element<'a, M> {
        column![text(self.said.now()).size(size)]
            .push(
                self.detail
                    .as_ref()
                    .map(|detail| text(detail.clone()).size(size - 4.0)),
            )
            .spacing(2)
            .into()
    }
}

impl From<Msg> for Notice {
    fn from(said: Msg) -> Self {
        Notice { said, detail: None }
    }
}
