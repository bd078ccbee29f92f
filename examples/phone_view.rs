//! Serves one game's table page on loopback, as the console's "Show on phones" does, for
//! `scripts/phone-view-check` (headless Chromium at a phone's size). The games are played
//! from the transcripts in `tests/transcripts/` and a few table-tool actions.
//!
//! `cargo run --example phone_view -- GAME [--json]`, GAME one of crimewave, intent-to-kill,
//! intent-to-kill-alone (against Alibi's Murderer, with its announcement), crimewave-together
//! (the whole table against Alibi's Killers), murdero,
//! keystone, crime-story. Prints the page's address, then serves until killed;
//! `--json` prints the public JSON instead.

use alibi::rules::Rules;
use alibi::rules::{crime_story, crimewave, intent, keystone, murdero};
use alibi::serve::{Phones, Shown, Timer};
use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;

fn transcript<G: alibi::transcript::Dialect>(file: &str) -> G {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(file);
    let text = std::fs::read_to_string(&path).expect("the transcript is there");
    let played = alibi::transcript::replay::<G>(&text, path.parent().expect("a folder"));
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    played.game
}

fn shown(game: &str) -> Shown {
    match game {
        "crimewave" => Shown::crimewave(
            transcript::<crimewave::Crimewave>("crimewave/exposure-and-advice.alibi").public_view(),
            None,
        ),
        // The whole table against Alibi's Killers: its murder announced for the board.
        "crimewave-together" => Shown::crimewave(
            transcript::<crimewave::Crimewave>("crimewave/exposure-and-advice.alibi").public_view(),
            Some(alibi::plays::News {
                seats: "Alibi (hard) plays the Killers · everyone else investigates".into(),
                thinking: false,
                announcement: Some(alibi::plays::crimewave::announce::murder(
                    47,
                    "stabbing",
                    Some(crimewave::Evidence::Item),
                )),
            }),
        ),
        "intent-to-kill" => Shown::IntentToKill {
            view: Box::new(transcript::<intent::IntentToKill>("intent/advice.alibi").public_view()),
            news: None,
        },
        // Playing alone against Alibi's Murderer: its murder announced for the board.
        "intent-to-kill-alone" => Shown::IntentToKill {
            view: Box::new(transcript::<intent::IntentToKill>("intent/advice.alibi").public_view()),
            news: Some(alibi::plays::News {
                seats: "Alibi (hard) plays the Murderer · you play the Detective".into(),
                thinking: false,
                announcement: Some(alibi::plays::Announcement::new(
                    "Murder of the Waitress in 12 Stadium",
                    vec![
                        "Put the Waitress's card in victim slot 2.".into(),
                        "Put crime scene card 2 on 12 Stadium.".into(),
                        "Move the Detective marker to 12 Stadium.".into(),
                    ],
                )),
            }),
        },
        "murdero" => {
            let mut g = murdero::Murdero::new();
            g.apply(&murdero::Action::Setup(murdero::MurderoSetup {
                players: vec!["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()],
                partnership: false,
                decks: 1,
                house: murdero::HouseRules::default(),
            }))
            .expect("setup");
            Shown::Murdero {
                view: Box::new(g.public_view()),
            }
        }
        "keystone" => {
            let mut g = keystone::Keystone::new();
            let crooks = ["Ann", "Bob", "Cy"]
                .iter()
                .map(|name| keystone::CrookSetup {
                    name: name.to_string(),
                    traits: vec![keystone::TraitSetup {
                        name: "Lockpick".into(),
                        bonus_tokens: 1,
                        trigger: "any black 1".into(),
                    }],
                })
                .collect();
            g.apply(&keystone::Action::Setup(keystone::KeystoneSetup {
                crooks,
                house: keystone::HouseRules::default(),
            }))
            .expect("setup");
            let view = g.public_view();
            Shown::Keystone {
                headline: alibi::ui::table::keystone::headline(&view),
                view: Box::new(view),
            }
        }
        "crime-story" => {
            let mut g = crime_story::CrimeStory::new();
            let names = vec!["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()];
            g.apply(&crime_story::Action::Setup(
                crime_story::CrimeStorySetup::new(names, 0),
            ))
            .expect("setup");
            Shown::CrimeStory {
                view: Box::new(g.public_view()),
                timer: Timer {
                    left: Some(7),
                    warning: true,
                    ran_out: false,
                },
            }
        }
        other => panic!(
            "{other}: not a game (crimewave, crimewave-together, intent-to-kill, intent-to-kill-alone, murdero, keystone, crime-story)"
        ),
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("crimewave", String::as_str);
    let shown = shown(game);
    if args.iter().any(|a| a == "--json") {
        println!("{}", shown.to_json(&[]));
        return;
    }
    let phones = Phones::start(IpAddr::V4(Ipv4Addr::LOCALHOST), &shown)
        .await
        .expect("the server starts");
    println!("{}", phones.url());
    std::future::pending::<()>().await;
}
