//! Alibi plays Intent to Kill: the Murderer, or the Detective, for one person playing alone
//! (or for self-play, Alibi against itself or against outside programs).
//!
//! - [`murderer`] reads the whole game and decides through the engine; [`detective`] reads
//!   the table's public view only.
//! - [`turn`] says whose move it is and who made an action; [`moves`] lists each side's
//!   legal moves; [`belief`] weighs what the public facts allow; [`announce`] turns a
//!   decision into an instruction for the physical board.
//! - [`table`] referees a whole game between two players; [`external`] is the open protocol
//!   for outside programs.

pub mod announce;
pub mod belief;
pub mod detective;
pub mod external;
pub mod moves;
pub mod murderer;
pub mod table;
pub mod turn;
