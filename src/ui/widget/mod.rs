//! Game-board widgets shared by a game's console and its table screen.

pub mod board;
pub mod city;
pub mod timeline;
