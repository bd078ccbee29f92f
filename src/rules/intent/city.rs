//! The city: 16 blocks, their buildings and the scenario layouts (ruling 24, docs/rulings.md).

use super::catalogue::{Civilian, Motive};
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A block of the 4×4 city, numbered 0–15 row by row from the top-left.
pub type Block = u8;

/// How many blocks the city has.
pub const BLOCKS: usize = 16;

/// At most this many civilians stand in one block.
pub const ROOM: usize = 3;

/// The four central blocks (Cutthroat never kills there).
pub const CENTRAL: [Block; 4] = [5, 6, 9, 10];

/// The block's name on the board, with its number (`5 Downtown`).
pub fn block_msg(block: Block) -> Msg {
    if in_city(block) {
        msg!(
            "intent-block",
            number = block,
            name = Msg::new(format!("intent-block-name-{block}"))
        )
    } else {
        msg!("intent-block-unknown", number = block)
    }
}

/// Whether the number names one of the 16 blocks.
pub fn in_city(block: Block) -> bool {
    usize::from(block) < BLOCKS
}

/// Every block, 0 to 15.
pub fn all_blocks() -> impl Iterator<Item = Block> {
    0..BLOCKS as Block
}

/// A refusal's reason when the number names no block.
pub(crate) fn no_such_block(block: Block) -> Msg {
    msg!("intent-refusal-no-such-block", number = block)
}

/// Reads a block number 0–15.
pub fn parse_block(word: &str) -> Option<Block> {
    word.parse::<Block>().ok().filter(|&b| in_city(b))
}

/// A one-bit mask for the block, so sets of blocks are one integer (empty for a block
/// outside the city).
pub fn block_bit(block: Block) -> u16 {
    1u16.checked_shl(u32::from(block)).unwrap_or(0)
}

/// Blocks sharing a side with `block`.
pub fn adjacent(block: Block) -> impl Iterator<Item = Block> {
    neighbours(block, false)
}

/// Whether the two blocks share a side.
pub fn is_adjacent(a: Block, b: Block) -> bool {
    adjacent(a).any(|n| n == b)
}

/// The (up to) 8 blocks around `block` (Vigilante), as a bit mask.
pub fn surrounding_mask(block: Block) -> u16 {
    neighbours(block, true).fold(0, |mask, b| mask | block_bit(b))
}

fn neighbours(block: Block, diagonals: bool) -> impl Iterator<Item = Block> {
    let (row, col) = (i16::from(block / 4), i16::from(block % 4));
    (-1i16..=1)
        .flat_map(move |dr| (-1i16..=1).map(move |dc| (dr, dc)))
        .filter(move |&(dr, dc)| (dr, dc) != (0, 0) && (diagonals || dr == 0 || dc == 0))
        .filter_map(move |(dr, dc)| {
            let (r, c) = (row + dr, col + dc);
            ((0..4).contains(&r) && (0..4).contains(&c)).then_some((4 * r + c) as Block)
        })
}

/// The four kinds of building, two markers each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Building {
    /// Places the Surveillance token.
    PoliceStation,
    /// Questions one civilian nearby.
    Diner,
    /// Comforts one civilian nearby.
    Hospital,
    /// Moves one social group.
    FireStation,
}

impl Building {
    /// The building's name (`Police Station`).
    pub fn msg(self) -> Msg {
        match self {
            Building::PoliceStation => msg!("intent-building-police-station"),
            Building::Diner => msg!("intent-building-diner"),
            Building::Hospital => msg!("intent-building-hospital"),
            Building::FireStation => msg!("intent-building-fire-station"),
        }
    }

    /// The building's name in messages' selectors and transcripts (`police-station`).
    pub fn slug(self) -> &'static str {
        match self {
            Building::PoliceStation => "police-station",
            Building::Diner => "diner",
            Building::Hospital => "hospital",
            Building::FireStation => "fire-station",
        }
    }

    /// The building's short tag on a block of the city (`Police`).
    pub fn tag(self) -> Msg {
        match self {
            Building::PoliceStation => msg!("intent-building-tag-police-station"),
            Building::Diner => msg!("intent-building-tag-diner"),
            Building::Hospital => msg!("intent-building-tag-hospital"),
            Building::FireStation => msg!("intent-building-tag-fire-station"),
        }
    }
}

/// Where the buildings and the civilians start: the beginner layout or a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// The Logic-mode beginner setup.
    Base,
    /// T-Men.
    TMen,
    /// On Dangerous Ground.
    OnDangerousGround,
    /// Touch of Evil.
    TouchOfEvil,
    /// D.O.A.: the Benefactor is victim 1 and crime scenes are never cleared.
    Doa,
    /// Panic in the Streets.
    PanicInTheStreets,
    /// The Street with No Name: an undercover FBI agent among the civilians.
    StreetWithNoName,
    /// Stranger on the Third Floor.
    StrangerOnTheThirdFloor,
    /// Split Second: a building leaves the city every Detective phase.
    SplitSecond,
}

use Motive::*;

/// One layout's printed data.
struct Plan {
    slug: &'static str,
    name: &'static str,
    /// Police, Diner, Hospital, Fire: two blocks each.
    buildings: [[Block; 2]; 4],
    civilians: [u8; BLOCKS],
    motives: &'static [Motive],
}

const CORNERS_TWO: [u8; BLOCKS] = [2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 2];

const PLANS: [Plan; 9] = [
    Plan {
        slug: "base",
        name: "Beginner setup",
        buildings: [[5, 14], [7, 9], [2, 11], [0, 12]],
        civilians: CORNERS_TWO,
        motives: &[Maniac, Sadist, Cutthroat, Vigilante, Killer, Terrorist],
    },
    Plan {
        slug: "t-men",
        name: "T-Men",
        buildings: [[1, 14], [9, 11], [3, 4], [6, 12]],
        civilians: [2, 1, 1, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        motives: &[
            Spy, Cutthroat, Psychopath, Vigilante, Terrorist, Sadist, Maniac, Robber,
        ],
    },
    Plan {
        slug: "on-dangerous-ground",
        name: "On Dangerous Ground",
        buildings: [[7, 8], [1, 14], [4, 11], [2, 13]],
        civilians: [1, 1, 1, 1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 1],
        motives: &[
            Killer, Psychopath, Vigilante, Cultist, Sadist, Maniac, Spy, Robber,
        ],
    },
    Plan {
        slug: "touch-of-evil",
        name: "Touch of Evil",
        buildings: [[5, 10], [1, 14], [7, 8], [2, 13]],
        civilians: [1, 2, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 2, 1],
        motives: &[
            Spy, Sadist, Cutthroat, Maniac, Radical, Psychopath, Terrorist, Vigilante,
        ],
    },
    Plan {
        slug: "doa",
        name: "D.O.A.",
        buildings: [[5, 14], [6, 8], [3, 12], [0, 10]],
        civilians: [1, 1, 1, 1, 2, 1, 1, 1, 2, 1, 1, 2, 1, 1, 1, 2],
        motives: &[
            Spy, Sadist, Radical, Maniac, Cannibal, Robber, Killer, Vigilante,
        ],
    },
    Plan {
        slug: "panic-in-the-streets",
        name: "Panic in the Streets",
        buildings: [[7, 9], [1, 10], [2, 13], [4, 14]],
        civilians: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2],
        motives: &[
            Robber, Spy, Psychopath, Sadist, Vigilante, Cultist, Radical, Cutthroat,
        ],
    },
    Plan {
        slug: "street-with-no-name",
        name: "The Street with No Name",
        buildings: [[5, 10], [6, 15], [0, 9], [3, 12]],
        civilians: [1, 1, 2, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1, 2, 1, 1],
        motives: &[
            Sadist, Spy, Vigilante, Robber, Maniac, Terrorist, Cutthroat, Cultist,
        ],
    },
    Plan {
        slug: "stranger-on-the-third-floor",
        name: "Stranger on the Third Floor",
        buildings: [[1, 15], [0, 14], [3, 12], [7, 8]],
        civilians: [1, 2, 2, 1, 1, 1, 1, 1, 2, 1, 1, 2, 1, 1, 1, 1],
        motives: &[
            Killer, Robber, Radical, Vigilante, Terrorist, Maniac, Sadist, Spy,
        ],
    },
    Plan {
        slug: "split-second",
        name: "Split Second",
        buildings: [[5, 14], [4, 13], [6, 15], [7, 12]],
        civilians: [1, 2, 2, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1],
        motives: &[
            Cutthroat, Cannibal, Terrorist, Maniac, Sadist, Killer, Robber, Vigilante,
        ],
    },
];

impl Layout {
    /// Every layout, beginner setup first.
    pub const ALL: [Layout; 9] = [
        Layout::Base,
        Layout::TMen,
        Layout::OnDangerousGround,
        Layout::TouchOfEvil,
        Layout::Doa,
        Layout::PanicInTheStreets,
        Layout::StreetWithNoName,
        Layout::StrangerOnTheThirdFloor,
        Layout::SplitSecond,
    ];

    fn plan(self) -> &'static Plan {
        &PLANS[self as usize % PLANS.len()]
    }

    /// The name in transcripts (`street-with-no-name`).
    pub fn slug(self) -> &'static str {
        self.plan().slug
    }

    /// The scenario's title in English, as refusals in transcripts write it; screens say
    /// [`Layout::msg`].
    pub fn name(self) -> &'static str {
        self.plan().name
    }

    /// The scenario's title on screen, in the screens' language.
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-layout-{}", self.slug()))
    }

    /// Reads a transcript name, ignoring case.
    pub fn parse(word: &str) -> Option<Layout> {
        Layout::ALL
            .into_iter()
            .find(|l| l.slug().eq_ignore_ascii_case(word))
    }

    /// The 8 building markers at the start.
    pub fn buildings(self) -> Vec<(Building, Block)> {
        let kinds = [
            Building::PoliceStation,
            Building::Diner,
            Building::Hospital,
            Building::FireStation,
        ];
        kinds
            .into_iter()
            .zip(self.plan().buildings)
            .flat_map(|(kind, blocks)| blocks.map(|b| (kind, b)))
            .collect()
    }

    /// How many civilians each block receives at setup (20 in all).
    pub fn civilians_per_block(self) -> [u8; BLOCKS] {
        self.plan().civilians
    }

    /// The scenario's motives for a mode (Logic drops the last two). The beginner setup has
    /// the rulebook's first-game motives for Logic and its first Intuition game's for Intuition.
    pub fn motives(self, mode: super::Mode) -> Vec<Motive> {
        match (self, mode) {
            (Layout::Base, super::Mode::Intuition) => vec![
                Psychopath, Maniac, Sadist, Cutthroat, Killer, Terrorist, Radical, Robber,
            ],
            (_, mode) => self.plan().motives[..mode.motive_count()].to_vec(),
        }
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where nothing stands: the value of a civilian not on the board.
const NOWHERE: u8 = u8::MAX;

/// The board as it stands: civilians, intimidation, the Detective marker, buildings, crime
/// scenes and the victims so far.
///
/// Everything the murder rules read is in here, so a clone is the public snapshot the
/// deduction needs of each murder and each Surveillance answer.
#[derive(Debug, Clone, PartialEq)]
pub struct City {
    place: [u8; Civilian::COUNT],
    crowd: [u8; BLOCKS],
    intimidated: u64,
    detective: Block,
    buildings: Vec<(Building, Block)>,
    crime_scenes: Vec<Block>,
    victims: Vec<Civilian>,
    limit: usize,
    curfew: u16,
}

/// The city as the table reads it in a serialised public view: who stands where, who is
/// intimidated, the markers and the cards.
#[derive(Serialize)]
struct CityOut<'a> {
    civilians: Vec<(Civilian, Block)>,
    intimidated: Vec<Civilian>,
    detective: Block,
    buildings: &'a [(Building, Block)],
    crime_scenes: &'a [Block],
    victims: &'a [Civilian],
    limit: usize,
    curfew: Vec<Block>,
}

impl Serialize for City {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        CityOut {
            civilians: self
                .civilians()
                .filter_map(|c| self.block_of(c).map(|b| (c, b)))
                .collect(),
            intimidated: self.civilians().filter(|&c| self.intimidated(c)).collect(),
            detective: self.detective,
            buildings: &self.buildings,
            crime_scenes: &self.crime_scenes,
            victims: &self.victims,
            limit: self.limit,
            curfew: all_blocks().filter(|&b| self.under_curfew(b)).collect(),
        }
        .serialize(serializer)
    }
}

impl City {
    /// An empty city with the layout's buildings and the Detective in block 0.
    pub fn new(layout: Layout) -> Self {
        City {
            place: [NOWHERE; Civilian::COUNT],
            crowd: [0; BLOCKS],
            intimidated: 0,
            detective: 0,
            buildings: layout.buildings(),
            crime_scenes: Vec::new(),
            victims: Vec::new(),
            limit: 5,
            curfew: 0,
        }
    }

    /// The civilian's block, or `None` once murdered (or never dealt).
    pub fn block_of(&self, civilian: Civilian) -> Option<Block> {
        let block = self.place[civilian.index()];
        (block != NOWHERE).then_some(block)
    }

    /// Whether the civilian stands in the city.
    pub fn on_board(&self, civilian: Civilian) -> bool {
        self.block_of(civilian).is_some()
    }

    /// Every civilian on the board, in catalogue order.
    pub fn civilians(&self) -> impl Iterator<Item = Civilian> + '_ {
        Civilian::all().filter(|c| self.on_board(*c))
    }

    /// The civilians in one block, in catalogue order.
    pub fn civilians_in(&self, block: Block) -> impl Iterator<Item = Civilian> + '_ {
        Civilian::all().filter(move |c| self.block_of(*c) == Some(block))
    }

    /// How many civilian cards stand in the block (intimidated ones and the Murderer's own
    /// card included; the Detective marker is not a civilian).
    pub fn crowd(&self, block: Block) -> usize {
        self.crowd
            .get(usize::from(block))
            .map_or(0, |&n| usize::from(n))
    }

    /// Puts a civilian in a block (or moves it there).
    pub(crate) fn put(&mut self, civilian: Civilian, block: Block) {
        if let Some(from) = self.block_of(civilian) {
            self.crowd[usize::from(from)] -= 1;
            self.place[civilian.index()] = NOWHERE;
        }
        if let Some(n) = self.crowd.get_mut(usize::from(block)) {
            *n += 1;
            self.place[civilian.index()] = block;
        }
    }

    /// Takes a civilian off the board (murdered); it is no longer intimidated.
    pub(crate) fn take(&mut self, civilian: Civilian) {
        if let Some(block) = self.block_of(civilian) {
            self.crowd[usize::from(block)] -= 1;
            self.place[civilian.index()] = NOWHERE;
        }
        self.intimidated &= !civilian.bit();
    }

    /// Whether the civilian's card shows its intimidated side.
    pub fn intimidated(&self, civilian: Civilian) -> bool {
        self.intimidated & civilian.bit() != 0
    }

    /// Flips a civilian's card.
    pub(crate) fn set_intimidated(&mut self, civilian: Civilian, intimidated: bool) {
        if intimidated {
            self.intimidated |= civilian.bit();
        } else {
            self.intimidated &= !civilian.bit();
        }
    }

    /// The Detective marker's block.
    pub fn detective(&self) -> Block {
        self.detective
    }

    /// Moves the Detective marker.
    pub(crate) fn set_detective(&mut self, block: Block) {
        self.detective = block;
    }

    /// The building markers still in the city.
    pub fn buildings(&self) -> &[(Building, Block)] {
        &self.buildings
    }

    /// Whether a building marker stands in the block.
    pub fn has_building(&self, block: Block) -> bool {
        self.buildings.iter().any(|&(_, b)| b == block)
    }

    /// Takes one building marker out of the block (Split Second); false if there is none.
    pub(crate) fn remove_building(&mut self, block: Block) -> bool {
        match self.buildings.iter().position(|&(_, b)| b == block) {
            Some(i) => {
                self.buildings.remove(i);
                true
            }
            None => false,
        }
    }

    /// Crime scene blocks in the order the cards were placed.
    pub fn crime_scenes(&self) -> &[Block] {
        &self.crime_scenes
    }

    /// Whether a crime scene card lies in the block.
    pub fn is_crime_scene(&self, block: Block) -> bool {
        self.crime_scenes.contains(&block)
    }

    /// The block of the most recent crime scene.
    pub fn last_scene(&self) -> Option<Block> {
        self.crime_scenes.last().copied()
    }

    /// Places the next crime scene card; `victim` is the body that counts for the motive.
    pub(crate) fn add_crime_scene(&mut self, block: Block, victim: Civilian) {
        self.crime_scenes.push(block);
        self.victims.push(victim);
    }

    /// Puts another civilian in a victim slot (the deduction trying each body of a Homemade
    /// Bomb as the one that counted).
    pub(crate) fn set_victim(&mut self, slot: usize, victim: Civilian) {
        if let Some(v) = self.victims.get_mut(slot) {
            *v = victim;
        }
    }

    /// The victims so far, in order (the bodies a Homemade Bomb adds are not victims).
    /// After a bomb, which body counted is the Murderer's secret: the table shows
    /// [`super::PublicView`]'s crime scenes instead.
    pub fn victims(&self) -> &[Civilian] {
        &self.victims
    }

    /// How many victims end the game (5, or 4 once the FBI agent is murdered).
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Shortens the game (the FBI agent was murdered).
    pub(crate) fn set_limit(&mut self, limit: usize) {
        self.limit = limit;
    }

    /// Whether a Curfew protects the block.
    pub fn under_curfew(&self, block: Block) -> bool {
        self.curfew & block_bit(block) != 0
    }

    /// Starts or lifts a Curfew on a block.
    pub(crate) fn set_curfew(&mut self, block: Block, on: bool) {
        if on {
            self.curfew |= block_bit(block);
        } else {
            self.curfew &= !block_bit(block);
        }
    }

    /// Where a civilian may step from `from`: adjacent, not a crime scene, with room.
    pub fn open_neighbours(&self, from: Block) -> impl Iterator<Item = Block> + '_ {
        adjacent(from).filter(|&b| self.has_room(b))
    }

    /// Whether a civilian may enter the block: no crime scene and fewer than 3 civilians.
    pub fn has_room(&self, block: Block) -> bool {
        !self.is_crime_scene(block) && self.crowd(block) < ROOM
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbourhoods_match_the_rulebook() {
        assert_eq!(adjacent(0).count(), 2);
        assert_eq!(adjacent(1).count(), 3);
        assert_eq!(adjacent(5).count(), 4);
        assert!(is_adjacent(5, 9) && !is_adjacent(3, 4) && !is_adjacent(5, 10));
        assert_eq!(surrounding_mask(0).count_ones(), 3);
        assert_eq!(surrounding_mask(4).count_ones(), 5);
        assert_eq!(surrounding_mask(5).count_ones(), 8);
    }

    #[test]
    fn every_layout_places_twenty_and_eight_buildings() {
        for layout in Layout::ALL {
            let total: u32 = layout
                .civilians_per_block()
                .iter()
                .map(|&n| u32::from(n))
                .sum();
            assert_eq!(total, 20, "{layout}");
            assert_eq!(layout.buildings().len(), 8);
            assert_eq!(layout.motives(super::super::Mode::Logic).len(), 6);
            assert_eq!(layout.motives(super::super::Mode::Intuition).len(), 8);
            assert_eq!(Layout::parse(layout.slug()), Some(layout));
        }
    }
}
