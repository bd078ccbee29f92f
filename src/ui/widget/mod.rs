//! Widgets shared by the games' consoles and table screens: the boards, the camera that
//! zooms and pans them (and the tracer's photo), the timeline, and Alibi's announcement
//! panel.

pub mod announcement;
pub mod backdrop;
pub mod board;
pub mod camera;
pub mod city;
pub mod measure;
pub mod timeline;
