//! Widgets shared by the games' consoles and table screens: the boards, the timeline, and
//! Alibi's announcement panel.

pub mod announcement;
pub mod board;
pub mod city;
pub mod measure;
pub mod timeline;
