//! Alibi: a referee for crime-themed board games. It keeps the hidden player's secrets,
//! checks their moves, answers honestly, and shows the public meters on a table screen.
#![warn(missing_docs)]

pub mod arena;
pub mod chance;
pub mod cli;
pub mod games;
pub mod i18n;
pub mod pin;
pub mod plays;
pub mod record;
pub mod rules;
pub mod serve;
pub mod settings;
pub mod transcript;
pub mod ui;
