//! Who may be murdered: the base conditions and each motive's rule (rulings 25–28,
//! docs/rulings.md).

use super::catalogue::{Build, Civilian, Group, Motive, Sex};
use super::city::{Block, CENTRAL, City, block_bit, block_msg, is_adjacent, surrounding_mask};
use super::list;
use crate::i18n::Msg;
use crate::msg;
use std::fmt;

/// The condition a civilian breaks as a victim, for the sentence the Murderer is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Breach {
    /// Already murdered, or not dealt into this game.
    Gone,
    /// The Murderer cannot murder themselves.
    Murderer,
    /// Nobody is murdered under the Detective's nose.
    WithDetective,
    /// A Curfew protects the block.
    Curfew,
    /// Maniac: every victim shares the first victim's sex.
    OtherSex(Sex),
    /// Sadist: never an intimidated civilian.
    Intimidated,
    /// Cutthroat: never in a central block.
    Central(Block),
    /// Vigilante: never in the blocks around the Detective.
    NearDetective(Block),
    /// Killer: the victim must be alone in their block.
    NotAlone(Block, usize),
    /// Terrorist: the group already lost a victim.
    GroupStruck(Group),
    /// Cultist: the first victim can't share the Person of Interest's group.
    PoiGroupFirst(Group),
    /// Cultist: never the last victim's group.
    LastGroup(Group),
    /// Cultist: no murder would be left for the Person of Interest.
    PoiLast,
    /// Cultist: the Person of Interest comes next, so this victim can't share their group.
    PoiGroupNext(Group),
    /// Robber: never next to the most recent crime scene.
    NextToScene(Block),
    /// Cannibal: the builds still missing wouldn't fit in the murders left.
    BuildsMissing(Vec<Build>, usize),
    /// Radical: three victims of one group would become impossible.
    NoThreeOfAGroup,
    /// Psychopath: a third age.
    ThirdAge,
    /// Spy: no building in the block.
    NoBuilding(Block),
}

impl Breach {
    /// The whole sentence for a civilian ("the Paperboy can't be murdered: a Maniac only
    /// kills women after a first victim of that sex").
    pub fn sentence(&self, victim: Civilian) -> Msg {
        msg!(
            "intent-breach-sentence",
            victim = victim.msg(),
            breach = self.msg()
        )
    }

    /// The condition broken, in words.
    pub fn msg(&self) -> Msg {
        match self {
            Breach::Gone => msg!("intent-breach-gone"),
            Breach::Murderer => msg!("intent-breach-murderer"),
            Breach::WithDetective => msg!("intent-breach-with-detective"),
            Breach::Curfew => msg!("intent-breach-curfew"),
            Breach::OtherSex(sex) => msg!(
                "intent-breach-other-sex",
                sex = match sex {
                    Sex::Male => "male",
                    Sex::Female => "female",
                }
            ),
            Breach::Intimidated => msg!("intent-breach-intimidated"),
            Breach::Central(b) => msg!("intent-breach-central", block = block_msg(*b)),
            Breach::NearDetective(b) => {
                msg!("intent-breach-near-detective", block = block_msg(*b))
            }
            Breach::NotAlone(b, n) => {
                msg!("intent-breach-not-alone", block = block_msg(*b), count = *n)
            }
            Breach::GroupStruck(g) => msg!("intent-breach-group-struck", group = g.msg()),
            Breach::PoiGroupFirst(g) => msg!("intent-breach-poi-group-first", group = g.msg()),
            Breach::LastGroup(g) => msg!("intent-breach-last-group", group = g.msg()),
            Breach::PoiLast => msg!("intent-breach-poi-last"),
            Breach::PoiGroupNext(g) => msg!("intent-breach-poi-group-next", group = g.msg()),
            Breach::NextToScene(b) => msg!("intent-breach-next-to-scene", block = block_msg(*b)),
            Breach::BuildsMissing(builds, left) => msg!(
                "intent-breach-builds-missing",
                builds = list(builds.iter().map(|b| b.word()), "intent-list-and"),
                left = *left
            ),
            Breach::NoThreeOfAGroup => msg!("intent-breach-no-three-of-a-group"),
            Breach::ThirdAge => msg!("intent-breach-third-age"),
            Breach::NoBuilding(b) => msg!("intent-breach-no-building", block = block_msg(*b)),
        }
    }
}

impl fmt::Display for Breach {
    /// The condition in English, as refusals in transcripts write it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

/// Whether `x` may be the victim now: alive, not the Murderer, not with the
/// Detective, not under Curfew, and fitting the motive. `poi` matters only to the Cultist.
pub fn may_murder(
    city: &City,
    motive: Motive,
    murderer: Civilian,
    poi: Civilian,
    x: Civilian,
) -> Result<(), Breach> {
    let block = city.block_of(x).ok_or(Breach::Gone)?;
    if x == murderer {
        return Err(Breach::Murderer);
    }
    if block == city.detective() {
        return Err(Breach::WithDetective);
    }
    if city.under_curfew(block) {
        return Err(Breach::Curfew);
    }
    fits(city, motive, poi, x, block)
}

/// Whether `x`, standing in `block`, fits the motive on the board as it is now.
fn fits(
    city: &City,
    motive: Motive,
    poi: Civilian,
    x: Civilian,
    block: Block,
) -> Result<(), Breach> {
    let victims = city.victims();
    let k = victims.len();
    // Murders still to come after x, as the motives that look ahead count them.
    let remaining = city.limit().saturating_sub(k + 1);
    let ok = |holds: bool, breach: Breach| if holds { Ok(()) } else { Err(breach) };
    match motive {
        Motive::Maniac => match victims.first() {
            Some(first) => ok(x.sex() == first.sex(), Breach::OtherSex(first.sex())),
            None => Ok(()),
        },
        Motive::Sadist => ok(!city.intimidated(x), Breach::Intimidated),
        Motive::Cutthroat => ok(!CENTRAL.contains(&block), Breach::Central(block)),
        Motive::Vigilante => ok(
            surrounding_mask(city.detective()) & block_bit(block) == 0,
            Breach::NearDetective(city.detective()),
        ),
        Motive::Killer => {
            let crowd = city.crowd(block);
            ok(crowd == 1, Breach::NotAlone(block, crowd))
        }
        Motive::Terrorist => ok(
            victims.iter().all(|v| v.group() != x.group()),
            Breach::GroupStruck(x.group()),
        ),
        Motive::Cultist => cultist(city, poi, x, remaining),
        Motive::Robber => match city.last_scene() {
            Some(scene) => ok(!is_adjacent(block, scene), Breach::NextToScene(scene)),
            None => Ok(()),
        },
        Motive::Cannibal => {
            let killed = victims
                .iter()
                .chain([&x])
                .fold(0u8, |m, v| m | 1 << v.build() as u8);
            let missing = 3 - killed.count_ones() as usize;
            if missing <= remaining {
                return Ok(());
            }
            let builds = [Build::Thin, Build::Medium, Build::Heavy];
            Err(Breach::BuildsMissing(
                builds
                    .into_iter()
                    .filter(|&b| killed & 1 << b as u8 == 0)
                    .collect(),
                remaining,
            ))
        }
        Motive::Radical => {
            let largest = victims
                .iter()
                .chain([&x])
                .map(|v| {
                    victims
                        .iter()
                        .chain([&x])
                        .filter(|w| w.group() == v.group())
                        .count()
                })
                .max()
                .unwrap_or(1);
            ok(largest + remaining >= 3, Breach::NoThreeOfAGroup)
        }
        Motive::Psychopath => {
            let ages = victims
                .iter()
                .chain([&x])
                .fold(0u8, |m, v| m | 1 << v.age() as u8);
            ok(ages.count_ones() <= 2, Breach::ThirdAge)
        }
        Motive::Spy => ok(city.has_building(block), Breach::NoBuilding(block)),
    }
}

/// The Cultist: never the previous victim's group, and the Person of Interest last.
fn cultist(city: &City, poi: Civilian, x: Civilian, remaining: usize) -> Result<(), Breach> {
    match city.victims().last() {
        Some(last) if last.group() == x.group() => return Err(Breach::LastGroup(x.group())),
        None if poi.group() == x.group() => return Err(Breach::PoiGroupFirst(x.group())),
        _ => {}
    }
    if x == poi || !city.on_board(poi) {
        return Ok(());
    }
    match remaining {
        0 => Err(Breach::PoiLast),
        1 if poi.group() == x.group() => Err(Breach::PoiGroupNext(x.group())),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;
