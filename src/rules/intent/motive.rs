//! Who may be murdered: the base conditions (spec §3) and each motive's rule (spec §4).

use super::catalogue::{Build, Civilian, Group, Motive, Sex};
use super::city::{Block, CENTRAL, City, block_bit, block_name, is_adjacent, surrounding_mask};
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
    pub fn sentence(&self, victim: Civilian) -> String {
        format!("the {victim} can't be murdered: {self}")
    }
}

impl fmt::Display for Breach {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Breach::Gone => write!(f, "they are not in the city"),
            Breach::Murderer => write!(f, "they are the Murderer"),
            Breach::WithDetective => write!(f, "they are in the Detective's block"),
            Breach::Curfew => write!(f, "a Curfew protects their block"),
            Breach::OtherSex(sex) => write!(
                f,
                "a Maniac only kills {} after a first victim of that sex",
                match sex {
                    Sex::Male => "men",
                    Sex::Female => "women",
                }
            ),
            Breach::Intimidated => write!(f, "a Sadist never kills an intimidated civilian"),
            Breach::Central(b) => write!(
                f,
                "a Cutthroat never kills in a central block ({})",
                block_name(*b)
            ),
            Breach::NearDetective(b) => write!(
                f,
                "a Vigilante never kills in the blocks around the Detective ({})",
                block_name(*b)
            ),
            Breach::NotAlone(b, n) => write!(
                f,
                "a Killer only kills a civilian alone in their block ({} holds {n})",
                block_name(*b)
            ),
            Breach::GroupStruck(g) => write!(
                f,
                "a Terrorist never kills twice in one social group ({g} already lost a victim)"
            ),
            Breach::PoiGroupFirst(g) => write!(
                f,
                "a Cultist's first victim can't be of the Person of Interest's group ({g})"
            ),
            Breach::LastGroup(g) => write!(
                f,
                "a Cultist never kills in the last victim's social group ({g})"
            ),
            Breach::PoiLast => write!(
                f,
                "a Cultist must keep the last murder for the Person of Interest"
            ),
            Breach::PoiGroupNext(g) => write!(
                f,
                "the Person of Interest must be the Cultist's next victim, so this one can't be of their group ({g})"
            ),
            Breach::NextToScene(b) => write!(
                f,
                "a Robber never kills next to the most recent crime scene ({})",
                block_name(*b)
            ),
            Breach::BuildsMissing(builds, left) => write!(
                f,
                "a Cannibal still needs victims of {} build and only {left} murder(s) would be left",
                builds
                    .iter()
                    .map(|b| match b {
                        Build::Thin => "thin",
                        Build::Medium => "medium",
                        Build::Heavy => "heavy",
                    })
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            Breach::NoThreeOfAGroup => write!(
                f,
                "a Radical needs three victims of one social group, and after this one that could no longer happen"
            ),
            Breach::ThirdAge => write!(f, "a Psychopath's victims span at most two ages"),
            Breach::NoBuilding(b) => write!(
                f,
                "a Spy only kills in a block with a building ({} has none)",
                block_name(*b)
            ),
        }
    }
}

/// Whether `x` may be the victim now (spec §3 and §4): alive, not the Murderer, not with the
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
