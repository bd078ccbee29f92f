//! Setting up: what the players drew, or a deal the app draws for them.

use super::catalogue::{Civilian, Group, Motive};
use super::city::{Block, City, Layout, block_msg, in_city, no_such_block};
use super::{Action, HouseRule, IntentToKill, Mode, Phase, list};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::Refusal;
use rand::Rng;
use rand::seq::{IndexedRandom, SliceRandom};

/// Takes one setup action.
pub(super) fn apply(game: &mut IntentToKill, action: &Action) -> Result<String, Refusal> {
    match action {
        Action::Mode(mode) => game.mode = *mode,
        Action::Layout(layout) => game.layout = *layout,
        Action::Place(block, civilians) => place(game, *block, civilians)?,
        Action::Murderer(c) => game.murderer = Some(*c),
        Action::Poi(c) => game.poi = Some(*c),
        Action::Motives(motives) => {
            let mut sorted = motives.clone();
            sorted.sort();
            sorted.dedup();
            if sorted.len() != motives.len() {
                return Err(Refusal::new(msg!("intent-refusal-motive-twice")));
            }
            game.motives = motives.clone();
        }
        Action::Motive(m) => game.motive = Some(*m),
        Action::Offer(three) => offer(game, *three)?,
        Action::Supporters(g) => supporters(game, *g)?,
        Action::Rule(HouseRule::RefereeInvestigation(on)) => game.refereed = *on,
        Action::Detective(block) => {
            if !in_city(*block) {
                return Err(Refusal::new(no_such_block(*block)));
            }
            game.detective_start = Some(*block);
        }
        Action::Start => start(game)?,
        _ => {
            return Err(Refusal::new(msg!("intent-refusal-still-setup")));
        }
    }
    Ok("ok".into())
}

/// Records the three tokens Alibi drew; the Supporters must then be one of them.
fn offer(game: &mut IntentToKill, three: [Group; 3]) -> Result<(), Refusal> {
    let [a, b, c] = three;
    if a == b || b == c || a == c {
        return Err(Refusal::new(msg!("intent-refusal-offer-different")));
    }
    if let Some(chosen) = game.supporters.filter(|g| !three.contains(g)) {
        return Err(Refusal::new(msg!(
            "intent-refusal-offer-without-supporters",
            chosen = chosen.msg(),
            groups = either(three)
        )));
    }
    game.offered = Some(three);
    Ok(())
}

/// The Murderer's pick: when Alibi drew the tokens, one of the three it offered.
fn supporters(game: &mut IntentToKill, group: Group) -> Result<(), Refusal> {
    if let Some(three) = game.offered.filter(|three| !three.contains(&group)) {
        return Err(Refusal::new(msg!(
            "intent-refusal-supporters-not-offered",
            groups = either(three)
        )));
    }
    game.supporters = Some(group);
    Ok(())
}

/// "A, B or C".
fn either(three: [Group; 3]) -> Msg {
    list(three.map(Group::msg), "intent-list-or")
}

fn place(game: &mut IntentToKill, block: Block, civilians: &[Civilian]) -> Result<(), Refusal> {
    if !in_city(block) {
        return Err(Refusal::new(no_such_block(block)));
    }
    for (i, c) in civilians.iter().enumerate() {
        if game.dealt.iter().any(|(d, _)| d == c) || civilians[..i].contains(c) {
            return Err(Refusal::new(msg!(
                "intent-refusal-placed-already",
                civilian = c.msg()
            )));
        }
    }
    game.dealt.extend(civilians.iter().map(|c| (*c, block)));
    Ok(())
}

/// Checks the whole setup and begins round 1.
fn start(game: &mut IntentToKill) -> Result<(), Refusal> {
    let layout = game.layout;
    let wanted = layout.civilians_per_block();
    for (block, &want) in wanted.iter().enumerate() {
        let have = game
            .dealt
            .iter()
            .filter(|(_, b)| usize::from(*b) == block)
            .count();
        if have != usize::from(want) {
            return Err(Refusal::new(msg!(
                "intent-refusal-block-count",
                layout = layout.msg(),
                count = want,
                block = block_msg(block as Block),
                have = have
            )));
        }
    }
    let in_game = |c: Civilian| game.dealt.iter().any(|(d, _)| *d == c);
    check_composition(layout, &game.dealt)?;
    let benefactor = Civilian::parse("benefactor");
    if layout == Layout::Doa && benefactor.is_some_and(in_game) {
        return Err(Refusal::new(msg!("intent-refusal-benefactor-placed")));
    }
    let murderer = game
        .murderer
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-murderer-unset")))?;
    if !in_game(murderer) {
        return Err(Refusal::new(msg!(
            "intent-refusal-murderer-outside",
            civilian = murderer.msg()
        )));
    }
    let poi = game
        .poi
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-poi-unset")))?;
    if !in_game(poi) {
        return Err(Refusal::new(msg!(
            "intent-refusal-poi-outside",
            civilian = poi.msg()
        )));
    }
    if murderer == poi {
        return Err(Refusal::new(msg!("intent-refusal-poi-is-murderer")));
    }
    let count = game.mode.motive_count();
    if game.motives.len() != count {
        return Err(Refusal::new(msg!(
            "intent-refusal-motive-count",
            mode = game.mode.slug(),
            count = count,
            have = game.motives.len()
        )));
    }
    let motive = game
        .motive
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-motive-unset")))?;
    if !game.motives.contains(&motive) {
        return Err(Refusal::new(msg!(
            "intent-refusal-motive-outside",
            motive = motive.msg()
        )));
    }
    if game.supporters.is_none() {
        return Err(Refusal::new(msg!("intent-refusal-supporters-unset")));
    }
    let detective = game
        .detective_start
        .ok_or_else(|| Refusal::new(msg!("intent-refusal-detective-unset")))?;
    let mut city = City::new(layout);
    for &(c, b) in &game.dealt {
        city.put(c, b);
    }
    city.set_detective(detective);
    game.city = city;
    game.investigation.refereed = game.refereed;
    // The Detective's cards add movement and actions in Intuition mode: only Logic's are
    // counted.
    game.investigation.counted = game.refereed && game.mode == Mode::Logic;
    game.round = 1;
    game.phase = Phase::Murderer;
    Ok(())
}

/// The groups a scenario deals from and how many cards of each; `None`: any 20 cards.
/// The Street with No Name names 6 Criminals and 2 from "each of the other 7" groups, but
/// there are 8 others: the one left out is drawn.
fn composition(layout: Layout, rng: &mut impl Rng) -> Option<Vec<(Group, usize)>> {
    match layout {
        Layout::PanicInTheStreets => Some(
            [
                Group::Immigrants,
                Group::Medicine,
                Group::Outcasts,
                Group::Labor,
            ]
            .map(|g| (g, 5))
            .to_vec(),
        ),
        Layout::StreetWithNoName => {
            let mut others: Vec<Group> = Group::ALL
                .into_iter()
                .filter(|&g| g != Group::Criminals)
                .collect();
            others.shuffle(rng);
            others.truncate(7);
            Some(
                [(Group::Criminals, 6)]
                    .into_iter()
                    .chain(others.into_iter().map(|g| (g, 2)))
                    .collect(),
            )
        }
        _ => None,
    }
}

/// Refuses a deal that doesn't follow the scenario's groups.
fn check_composition(layout: Layout, dealt: &[(Civilian, Block)]) -> Result<(), Refusal> {
    let count = |group: Group| dealt.iter().filter(|(c, _)| c.group() == group).count();
    let fits = match layout {
        Layout::PanicInTheStreets => [
            Group::Immigrants,
            Group::Medicine,
            Group::Outcasts,
            Group::Labor,
        ]
        .into_iter()
        .all(|g| count(g) == 5),
        Layout::StreetWithNoName => Group::ALL.into_iter().all(|g| match g {
            Group::Criminals => count(g) == 6,
            _ => count(g) % 2 == 0 && count(g) <= 2,
        }),
        _ => true,
    };
    if fits {
        Ok(())
    } else {
        Err(Refusal::new(match layout {
            Layout::PanicInTheStreets => msg!("intent-refusal-deal-panic"),
            _ => msg!("intent-refusal-deal-street"),
        }))
    }
}

/// Deals a game for the table: 20 cards (the scenario's groups where it names them), placed
/// per the layout, a Murderer and Person of Interest among them, a motive among `motives`,
/// and three Social Group tokens offered for the Supporters. Everything drawn is in the
/// actions (mode, layout, motives, the 20 placements, Murderer, Person of Interest, motive,
/// offer), so a game closed before the Supporters are picked offers the same three again.
/// The Supporters (the Murderer picks) and the Detective's starting block (the Detective
/// chooses) are added by the caller, then `Start`.
pub fn deal(layout: Layout, mode: Mode, motives: &[Motive], rng: &mut impl Rng) -> Vec<Action> {
    let benefactor = Civilian::parse("benefactor");
    let mut pool: Vec<Civilian> = Civilian::all()
        .filter(|c| layout != Layout::Doa || Some(*c) != benefactor)
        .collect();
    pool.shuffle(rng);
    let mut cards: Vec<Civilian> = match composition(layout, rng) {
        None => pool.into_iter().take(20).collect(),
        Some(groups) => groups
            .iter()
            .flat_map(|&(group, n)| pool.iter().filter(move |c| c.group() == group).take(n))
            .copied()
            .collect(),
    };
    cards.shuffle(rng);
    let mut actions = vec![
        Action::Mode(mode),
        Action::Layout(layout),
        Action::Motives(motives.to_vec()),
    ];
    let mut rest = cards.iter().copied();
    for (block, n) in layout.civilians_per_block().into_iter().enumerate() {
        let here: Vec<Civilian> = rest.by_ref().take(usize::from(n)).collect();
        actions.push(Action::Place(block as Block, here));
    }
    // The Murderer and the Person of Interest: two different cards from the twenty.
    let mut drawn = cards.choose_multiple(rng, 2).copied();
    if let (Some(murderer), Some(poi)) = (drawn.next(), drawn.next()) {
        actions.push(Action::Murderer(murderer));
        actions.push(Action::Poi(poi));
    }
    if let Some(motive) = motives.choose(rng) {
        actions.push(Action::Motive(*motive));
    }
    let mut groups = Group::ALL;
    groups.shuffle(rng);
    let [a, b, c, ..] = groups;
    actions.push(Action::Offer([a, b, c]));
    actions
}
