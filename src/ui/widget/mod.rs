//! Widgets shared by several screens.

pub mod board;
