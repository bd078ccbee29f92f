//! Each motive's rule, with its edge cases (rulings 25–28, docs/rulings.md).

use super::*;
use crate::rules::intent::city::Layout;

fn who(name: &str) -> Civilian {
    Civilian::parse(name).unwrap_or_else(|| panic!("no civilian {name}"))
}

/// A base-layout city with these civilians and the Detective in `detective`.
fn city(placed: &[(&str, Block)], detective: Block) -> City {
    let mut city = City::new(Layout::Base);
    for &(name, block) in placed {
        city.put(who(name), block);
    }
    city.set_detective(detective);
    city
}

/// Murders a civilian where they stand (or places an off-board victim at block 15).
fn kill(city: &mut City, name: &str) {
    let victim = who(name);
    let block = city.block_of(victim).unwrap_or(15);
    city.take(victim);
    city.add_crime_scene(block, victim);
}

/// Judges `x` with the Mayor as the Murderer and the Judge as the Person of Interest.
fn judge(city: &City, motive: Motive, x: &str) -> Result<(), Breach> {
    may_murder(city, motive, who("mayor"), who("judge"), who(x))
}

#[test]
fn base_conditions_come_first() {
    let c = city(&[("mayor", 1), ("nurse", 2), ("judge", 3)], 2);
    assert_eq!(judge(&c, Motive::Maniac, "mayor"), Err(Breach::Murderer));
    assert_eq!(
        judge(&c, Motive::Maniac, "nurse"),
        Err(Breach::WithDetective)
    );
    assert_eq!(judge(&c, Motive::Maniac, "bouncer"), Err(Breach::Gone));
    let mut c = c;
    c.set_curfew(3, true);
    assert_eq!(judge(&c, Motive::Maniac, "judge"), Err(Breach::Curfew));
}

#[test]
fn maniac_follows_the_first_victims_sex() {
    let mut c = city(&[("cat-lady", 0), ("paperboy", 1), ("nurse", 2)], 15);
    assert!(
        judge(&c, Motive::Maniac, "paperboy").is_ok(),
        "anyone first"
    );
    kill(&mut c, "cat-lady");
    assert_eq!(
        judge(&c, Motive::Maniac, "paperboy"),
        Err(Breach::OtherSex(Sex::Female))
    );
    assert!(judge(&c, Motive::Maniac, "nurse").is_ok());
}

#[test]
fn sadist_spares_the_intimidated() {
    let mut c = city(&[("nurse", 2)], 15);
    assert!(judge(&c, Motive::Sadist, "nurse").is_ok());
    c.set_intimidated(who("nurse"), true);
    assert_eq!(judge(&c, Motive::Sadist, "nurse"), Err(Breach::Intimidated));
}

#[test]
fn cutthroat_avoids_the_centre() {
    let c = city(&[("nurse", 5), ("paperboy", 4)], 15);
    assert_eq!(
        judge(&c, Motive::Cutthroat, "nurse"),
        Err(Breach::Central(5))
    );
    assert!(judge(&c, Motive::Cutthroat, "paperboy").is_ok());
}

#[test]
fn vigilante_at_an_edge_and_in_a_corner() {
    // Detective on the edge block 4: 0, 1, 5, 8, 9 are around it; 2 and 6 are not.
    let placed = [
        ("nurse", 0),
        ("paperboy", 1),
        ("reporter", 5),
        ("editor", 8),
        ("fence", 9),
        ("bouncer", 2),
        ("gangster", 6),
    ];
    let c = city(&placed, 4);
    for name in ["nurse", "paperboy", "reporter", "editor", "fence"] {
        assert_eq!(
            judge(&c, Motive::Vigilante, name),
            Err(Breach::NearDetective(4)),
            "{name}"
        );
    }
    assert!(judge(&c, Motive::Vigilante, "bouncer").is_ok());
    assert!(judge(&c, Motive::Vigilante, "gangster").is_ok());
    // Detective in the corner 0: only 1, 4 and 5 are around it.
    let placed = [
        ("paperboy", 1),
        ("reporter", 4),
        ("editor", 5),
        ("fence", 2),
        ("bouncer", 8),
    ];
    let c = city(&placed, 0);
    for name in ["paperboy", "reporter", "editor"] {
        assert_eq!(
            judge(&c, Motive::Vigilante, name),
            Err(Breach::NearDetective(0)),
            "{name}"
        );
    }
    assert!(judge(&c, Motive::Vigilante, "fence").is_ok());
    assert!(judge(&c, Motive::Vigilante, "bouncer").is_ok());
}

#[test]
fn killer_counts_intimidated_civilians_and_the_murderers_card() {
    let mut c = city(
        &[
            ("nurse", 2),
            ("paperboy", 2),
            ("reporter", 7),
            ("mayor", 7),
            ("fence", 9),
        ],
        15,
    );
    c.set_intimidated(who("paperboy"), true);
    assert_eq!(
        judge(&c, Motive::Killer, "nurse"),
        Err(Breach::NotAlone(2, 2))
    );
    // The Mayor is the Murderer here, and his card still keeps the Reporter company.
    assert_eq!(
        judge(&c, Motive::Killer, "reporter"),
        Err(Breach::NotAlone(7, 2))
    );
    assert!(judge(&c, Motive::Killer, "fence").is_ok());
}

#[test]
fn terrorist_never_strikes_a_group_twice() {
    let mut c = city(&[("cat-lady", 0), ("beggar", 1), ("nurse", 2)], 15);
    kill(&mut c, "cat-lady");
    assert_eq!(
        judge(&c, Motive::Terrorist, "beggar"),
        Err(Breach::GroupStruck(Group::Outcasts))
    );
    assert!(judge(&c, Motive::Terrorist, "nurse").is_ok());
}

#[test]
fn cultist_is_forced_to_the_poi_with_four_victims() {
    // The Judge (Authority) is the Person of Interest throughout.
    let placed = [
        ("judge", 3),
        ("lawyer", 4),
        ("nurse", 1),
        ("paperboy", 2),
        ("fence", 6),
        ("beggar", 7),
        ("mafia-don", 8),
        ("professor", 11),
    ];
    let mut c = city(&placed, 15);
    // Not the PoI first, nor anyone of the PoI's group.
    assert_eq!(
        judge(&c, Motive::Cultist, "judge"),
        Err(Breach::PoiGroupFirst(Group::Authority))
    );
    assert_eq!(
        judge(&c, Motive::Cultist, "lawyer"),
        Err(Breach::PoiGroupFirst(Group::Authority))
    );
    kill(&mut c, "nurse");
    assert!(
        judge(&c, Motive::Cultist, "lawyer").is_ok(),
        "victim 2 may share the PoI's group"
    );
    kill(&mut c, "paperboy");
    assert!(judge(&c, Motive::Cultist, "beggar").is_ok());
    kill(&mut c, "fence");
    // Victim 4: the PoI must still be killable next, so not the Authority group...
    assert_eq!(
        judge(&c, Motive::Cultist, "lawyer"),
        Err(Breach::PoiGroupNext(Group::Authority))
    );
    // ...and never the last victim's group.
    assert_eq!(
        judge(&c, Motive::Cultist, "mafia-don"),
        Err(Breach::LastGroup(Group::Criminals))
    );
    kill(&mut c, "beggar");
    // Four victims and the PoI alive: only the PoI.
    assert_eq!(
        judge(&c, Motive::Cultist, "professor"),
        Err(Breach::PoiLast)
    );
    assert!(judge(&c, Motive::Cultist, "judge").is_ok());
}

#[test]
fn cultist_is_free_once_the_poi_is_dead() {
    let mut c = city(
        &[("judge", 3), ("nurse", 1), ("fence", 6), ("beggar", 7)],
        15,
    );
    kill(&mut c, "nurse");
    kill(&mut c, "judge");
    kill(&mut c, "fence");
    kill(&mut c, "paperboy");
    assert!(judge(&c, Motive::Cultist, "beggar").is_ok());
}

#[test]
fn robber_minds_only_the_most_recent_scene() {
    let mut c = city(
        &[("nurse", 0), ("paperboy", 15), ("fence", 1), ("beggar", 14)],
        10,
    );
    assert!(judge(&c, Motive::Robber, "fence").is_ok(), "no scene yet");
    kill(&mut c, "nurse"); // scene at 0
    assert_eq!(
        judge(&c, Motive::Robber, "fence"),
        Err(Breach::NextToScene(0))
    );
    kill(&mut c, "paperboy"); // scene at 15
    assert!(
        judge(&c, Motive::Robber, "fence").is_ok(),
        "block 0 is no longer the latest"
    );
    assert_eq!(
        judge(&c, Motive::Robber, "beggar"),
        Err(Breach::NextToScene(15))
    );
}

#[test]
fn radical_a_a_b_b_needs_a_or_b() {
    let placed = [
        ("beggar", 1),
        ("nurse", 2),
        ("fence", 4),
        ("judge", 6),
        ("reporter", 7),
    ];
    let mut c = city(&placed, 15);
    for victim in ["cat-lady", "war-widow", "coroner", "orderly"] {
        kill(&mut c, victim); // Outcasts, Outcasts, Medicine, Medicine
    }
    assert!(judge(&c, Motive::Radical, "beggar").is_ok());
    assert!(judge(&c, Motive::Radical, "nurse").is_ok());
    assert_eq!(
        judge(&c, Motive::Radical, "fence"),
        Err(Breach::NoThreeOfAGroup)
    );
    assert_eq!(
        judge(&c, Motive::Radical, "reporter"),
        Err(Breach::NoThreeOfAGroup)
    );
}

#[test]
fn radical_looks_ahead_early() {
    let placed = [
        ("beggar", 1),
        ("nurse", 2),
        ("fence", 4),
        ("judge", 6),
        ("reporter", 7),
    ];
    let mut c = city(&placed, 15);
    // Three different groups: victim 4 must make a pair, leaving the fifth to complete it.
    for victim in ["cat-lady", "coroner", "bouncer"] {
        kill(&mut c, victim);
    }
    assert!(judge(&c, Motive::Radical, "beggar").is_ok());
    assert_eq!(
        judge(&c, Motive::Radical, "judge"),
        Err(Breach::NoThreeOfAGroup)
    );
}

#[test]
fn cannibal_before_the_last_murder_needs_the_missing_build() {
    let placed = [("mayor", 1), ("beggar", 2), ("nurse", 4), ("bouncer", 6)];
    let mut c = city(&placed, 15);
    assert!(judge(&c, Motive::Cannibal, "bouncer").is_ok());
    // Heavy, medium, heavy, medium: the fifth must be thin.
    for victim in ["judge", "cat-lady", "bus-driver", "professor"] {
        kill(&mut c, victim);
    }
    assert!(judge(&c, Motive::Cannibal, "beggar").is_ok());
    assert_eq!(
        judge(&c, Motive::Cannibal, "nurse"),
        Err(Breach::BuildsMissing(vec![Build::Thin], 0))
    );
    assert_eq!(
        judge(&c, Motive::Cannibal, "bouncer"),
        Err(Breach::BuildsMissing(vec![Build::Thin], 0))
    );
}

#[test]
fn cannibal_with_two_murders_left_needs_a_new_build_now() {
    let placed = [("beggar", 2), ("bouncer", 6), ("nurse", 4)];
    let mut c = city(&placed, 15);
    // Three heavy victims: victims 4 and 5 must be one thin and one medium.
    for victim in ["judge", "bus-driver", "musician"] {
        kill(&mut c, victim);
    }
    assert_eq!(
        judge(&c, Motive::Cannibal, "bouncer"),
        Err(Breach::BuildsMissing(vec![Build::Thin, Build::Medium], 1))
    );
    assert!(judge(&c, Motive::Cannibal, "beggar").is_ok());
    assert!(judge(&c, Motive::Cannibal, "nurse").is_ok());
}

#[test]
fn psychopath_with_two_ages_refuses_the_third() {
    let placed = [("beggar", 2), ("paperboy", 6), ("nurse", 4)];
    let mut c = city(&placed, 15);
    kill(&mut c, "cat-lady"); // 60
    assert!(
        judge(&c, Motive::Psychopath, "nurse").is_ok(),
        "two ages are fine"
    );
    kill(&mut c, "showgirl"); // 20
    assert!(judge(&c, Motive::Psychopath, "beggar").is_ok());
    assert!(judge(&c, Motive::Psychopath, "paperboy").is_ok());
    assert_eq!(
        judge(&c, Motive::Psychopath, "nurse"),
        Err(Breach::ThirdAge)
    );
}

#[test]
fn spy_needs_a_building_as_the_board_is_now() {
    // Base layout: Police at 5 and 14, nothing at 1.
    let mut c = city(&[("nurse", 5), ("paperboy", 1)], 15);
    assert!(judge(&c, Motive::Spy, "nurse").is_ok());
    assert_eq!(
        judge(&c, Motive::Spy, "paperboy"),
        Err(Breach::NoBuilding(1))
    );
    assert!(c.remove_building(5));
    assert_eq!(judge(&c, Motive::Spy, "nurse"), Err(Breach::NoBuilding(5)));
}

#[test]
fn every_breach_reads_as_a_sentence() {
    let breaches = [
        Breach::Gone,
        Breach::OtherSex(Sex::Male),
        Breach::BuildsMissing(vec![Build::Thin, Build::Heavy], 1),
        Breach::PoiGroupNext(Group::Press),
    ];
    for b in breaches {
        let text = b.to_string();
        assert!(text.len() > 15 && !text.contains("{"), "{text}");
    }
    assert!(
        Breach::BuildsMissing(vec![Build::Thin, Build::Heavy], 1)
            .to_string()
            .contains("thin and heavy")
    );
}
