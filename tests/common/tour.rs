//! A tour of every screen: a fresh app driven through each game's setup and play, the home
//! screen, the settings, the recap, the tracer and the lock, stopping at each screen worth
//! looking at. Driven by messages, never by a button's words, so it runs the same in every
//! language: a test sets the language first, and the tour's forms and buttons come up in it
//! as they would for a table that speaks it.

use super::ui::run;
use alibi::games::GameKind;
use alibi::plays::{Level, Seats, Side};
use alibi::record::{SavedGame, Store};
use alibi::rules::Rules;
use alibi::rules::crimewave::{Crimewave, Killer, Loc};
use alibi::rules::intent::{Civilian, IntentToKill, Phase, Trait, Try};
use alibi::ui::app::Screen;
use alibi::ui::crime_story::Message as C;
use alibi::ui::crimewave::Message as W;
use alibi::ui::crimewave::forms::{Field, Form};
use alibi::ui::home::Message as H;
use alibi::ui::intent::{Message as I, Pane};
use alibi::ui::keystone::Message as K;
use alibi::ui::murdero::{Ending, Message as D, Row};
use alibi::ui::table::TableView;
use alibi::ui::{App, Message};
use iced::window;
use std::path::Path;
use std::time::{Duration, Instant};

/// What a stop shows: the app, its console window, and the stop's name (a file name).
pub type Look<'a> = dyn FnMut(&App, window::Id, &str) + 'a;

/// A machine without a desktop session: what the system says when the display can't be kept
/// awake (the tour's first game shows the notice once).
fn no_desktop_session() -> Result<keepawake::KeepAwake, String> {
    Err(
        "Failed to connect to address unix:path=/run/user/1000/bus: No such file or directory"
            .into(),
    )
}

struct Tour<'a> {
    app: App,
    console: window::Id,
    store: Store,
    look: &'a mut Look<'a>,
}

impl Tour<'_> {
    fn send(&mut self, message: Message) {
        let task = self.app.update(message);
        run(&mut self.app, task);
    }

    fn stop(&mut self, name: &str) {
        (self.look)(&self.app, self.console, name);
    }

    fn home(&mut self, message: H) {
        self.send(Message::Home(message));
    }

    fn new_game(&mut self, kind: GameKind, name: &str) {
        self.go_home();
        self.home(H::NameChanged(name.into()));
        self.home(H::NewGame(kind));
    }

    fn go_home(&mut self) {
        let home = match self.app.screen() {
            Screen::Home(_) => return,
            Screen::Murdero(_) => Message::Murdero(D::Home),
            Screen::IntentToKill(_) => Message::IntentToKill(I::Home),
            Screen::Crimewave(_) => Message::Crimewave(W::Home),
            Screen::Keystone(_) => Message::Keystone(K::Home),
            Screen::CrimeStory(_) => Message::CrimeStory(C::Home),
            Screen::Tracer(_) => Message::Tracer(alibi::ui::tracer::Message::Home),
        };
        self.send(home);
    }

    /// A game played from a transcript, saved and resumed from the home screen.
    fn resume<G: alibi::transcript::Dialect>(&mut self, transcript: &str, name: &str) {
        self.resume_with::<G>(played::<G>(transcript), None, name);
    }

    /// A game of `actions`, Alibi playing the `seats` (its seed fixed, so that it decides the
    /// same in every run), saved and resumed from the home screen.
    fn resume_with<G: Rules>(&mut self, actions: Vec<G::Action>, seats: Option<Seats>, name: &str) {
        let now = alibi::record::now();
        let file = self.store.new_game_path(G::GAME, name, now);
        std::fs::create_dir_all(file.parent().expect("the games folder")).expect("a folder");
        let mut saved = SavedGame::<G>::new(file.clone(), name.into(), now);
        saved.seats = seats;
        for action in actions {
            saved.record.apply(action).expect("the transcript's action");
            saved.record.seal_if_changed(rand::random);
        }
        saved.save(now).expect("saved");
        self.go_home();
        self.home(H::Refresh);
        self.home(H::Resume(file));
    }

    fn murdero(&mut self, message: D) {
        self.send(Message::Murdero(message));
    }

    fn intent(&mut self, message: I) {
        self.send(Message::IntentToKill(message));
    }

    fn crimewave(&mut self, message: W) {
        self.send(Message::Crimewave(message));
    }

    fn keystone(&mut self, message: K) {
        self.send(Message::Keystone(message));
    }

    fn story(&mut self, message: C) {
        self.send(Message::CrimeStory(message));
    }

    fn intent_game(&self) -> IntentToKill {
        match self.app.screen() {
            Screen::IntentToKill(screen) => screen.session().game().clone(),
            _ => panic!("not on the Intent to Kill screen"),
        }
    }

    fn crimewave_game(&self) -> Crimewave {
        super::ui::crimewave(&self.app)
    }

    /// Whether Alibi's announcement waits for the table's "Done".
    fn announcing(&self) -> bool {
        match self.app.public() {
            TableView::Crimewave(_, _, news) | TableView::IntentToKill(_, news) => news
                .as_ref()
                .is_some_and(|n| n.announcement.is_some() || n.thinking),
            _ => false,
        }
    }
}

/// The actions of a transcript in `tests/transcripts/`.
fn played<G: alibi::transcript::Dialect>(transcript: &str) -> Vec<G::Action> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(transcript);
    let text = std::fs::read_to_string(&path).expect("the transcript");
    let played = alibi::transcript::replay::<G>(&text, path.parent().expect("a folder"));
    assert_eq!(played.exit_code, 0, "{}", played.output.join("\n"));
    played.actions
}

/// Alibi's seed in the tour: its decisions, and so their words, are the same in every run.
const SEED: u64 = 7;

/// Walks every screen in the language spoken now, calling `look` at each stop.
pub fn walk(look: &mut Look<'_>) {
    // A fresh app speaks its settings' language (none yet: English): the tour's is chosen in
    // the settings, as a table would.
    let language = alibi::i18n::current();
    let dir = tempfile::tempdir().expect("a folder");
    let console = window::Id::unique();
    let store = Store::at(dir.path().to_owned());
    // Every game the tour starts is dealt from its seed: what Alibi deals is the same in
    // every run, so a screen that doesn't fit one deal fails every run, not one in several.
    let app = App::new(store.clone(), console)
        .holding_awake_with(no_desktop_session)
        .dealing_from(SEED);
    let mut tour = Tour {
        app,
        console,
        store,
        look,
    };
    tour.home(H::LanguageChosen(language));
    tour.stop("home-first-run");
    // The phones' panel, its server not run (no runtime here): only its words are looked at.
    let _ = tour.app.update(Message::TogglePhones);
    tour.stop("home-phones");

    murdero(&mut tour);
    crime_story(&mut tour);
    keystone(&mut tour);
    intent(&mut tour);
    intent_against_alibi(&mut tour);
    crimewave_setup(&mut tour);
    crimewave_play(&mut tour);
    crimewave_against_alibi(&mut tour);

    tour.go_home();
    tour.stop("home-games");
    tour.home(H::TraceBoard);
    tour.stop("tracer");
    tour.go_home();
    tour.home(H::PinTyped("2468".into()));
    tour.home(H::SetPin);
    tour.stop("home-pin-set");
    tour.send(Message::Lock);
    tour.stop("lock");
    tour.send(Message::Unlock(alibi::ui::lock::Message::Typed(
        "1357".into(),
    )));
    tour.send(Message::Unlock(alibi::ui::lock::Message::Unlock));
    tour.stop("lock-wrong-pin");
}

fn murdero(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::Murdero, "Sunday");
    // The first game says once that the display can't be kept awake here.
    tour.stop("murdero-setup-notice");
    tour.send(Message::DismissNotice);
    for (seat, name) in ["Annabelle", "Bartholomew", "Cy", "Dee"].iter().enumerate() {
        tour.murdero(D::NameChanged(seat, (*name).into()));
    }
    tour.murdero(D::PartnershipToggled(true));
    tour.stop("murdero-setup");
    tour.murdero(D::Start);
    tour.stop("murdero-hand");
    for (value, count) in [(0, "2"), (1, "1"), (2, "1"), (3, "1"), (4, "1")] {
        tour.murdero(D::CountTyped(
            0,
            Row::Case(alibi::rules::murdero::Colour::Red),
            value,
            count.into(),
        ));
    }
    tour.murdero(D::CountTyped(1, Row::InHand, 4, "1".into()));
    tour.murdero(D::EndingChosen(Ending::CaseCompleted));
    tour.murdero(D::WinnerToggled(0, true));
    tour.stop("murdero-hand-typed");
    tour.murdero(D::Record);
    tour.stop("murdero-scores");
    tour.send(Message::TogglePhoneCode);
    tour.stop("murdero-phones-code");
    tour.send(Message::TogglePhoneCode);
}

fn crime_story(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::CrimeStory, "Storytime");
    tour.stop("crime-story-setup");
    for (seat, name) in ["Annabelle", "Ben", "Cat", "Dan"].iter().enumerate() {
        tour.story(C::NameChanged(seat, (*name).into()));
    }
    tour.story(C::Start);
    tour.stop("crime-story-turn");
    let started = Instant::now();
    tour.story(C::StartTimer);
    tour.story(C::Tick(started + Duration::from_secs(26)));
    tour.stop("crime-story-hurry");
    tour.story(C::Tick(started + Duration::from_secs(31)));
    tour.stop("crime-story-time-ran-out");
    tour.story(C::SentenceTyped(
        "The butler, who had never liked the garden, buried the candlestick under the roses".into(),
    ));
    tour.story(C::RecordSentence);
    tour.stop("crime-story-story");
}

fn keystone(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::Keystone, "Heist");
    tour.stop("keystone-setup");
    for (seat, (name, trait_name)) in [
        ("Annabelle", "Smooth talker"),
        ("Ben", "Safecracker"),
        ("Cat", "Getaway driver"),
    ]
    .into_iter()
    .enumerate()
    {
        tour.keystone(K::CrookNamed(seat, name.into()));
        tour.keystone(K::TraitNamed(seat, 0, trait_name.into()));
        tour.keystone(K::TraitTriggerTyped(seat, 0, "any black 1".into()));
    }
    tour.stop("keystone-crooks");
    tour.keystone(K::Start);
    tour.stop("keystone-caper");
    tour.keystone(K::CaperTyped("bank robbery".into()));
    tour.keystone(K::ComplexityChosen(3));
    tour.keystone(K::StarterChosen(0));
    tour.keystone(K::ChooseCaper);
    tour.stop("keystone-plan");
    for (phase, task) in ["Case the bank", "Crack the vault", "Drive away"]
        .into_iter()
        .enumerate()
    {
        tour.keystone(K::TaskTyped(task.into()));
        tour.keystone(K::TaskCrookChosen(phase));
        tour.keystone(K::ElementTyped("a nosy guard".into()));
        tour.keystone(K::AddPhase);
    }
    tour.stop("keystone-round");
    tour.keystone(K::WhiteTyped("3 6 2".into()));
    tour.keystone(K::BlackTyped("541".into()));
    tour.stop("keystone-roll-typed");
    tour.keystone(K::RecordRoll);
    tour.stop("keystone-rolled");
}

/// The civilians the Murderer must intimidate, then a murder.
fn murder(tour: &mut Tour<'_>, stops: bool) {
    let g = tour.intent_game();
    let city = g.city();
    let targets: Vec<Civilian> = city
        .civilians()
        .filter(|&c| city.block_of(c) != Some(city.detective()) && !city.intimidated(c))
        .take(g.intimidation_owed())
        .collect();
    for c in targets {
        tour.intent(I::CivilianPicked(c));
        if stops {
            tour.stop("intent-intimidate");
        }
        tour.intent(I::Intimidate);
    }
    let victim = *tour
        .intent_game()
        .legal_victims()
        .first()
        .expect("someone is legal");
    tour.intent(I::CivilianPicked(victim));
    tour.intent(I::Murder);
}

/// Initial Response: the civilians moved off the crime scene.
fn clear_scene(tour: &mut Tour<'_>) {
    while let Some(scene) = tour.intent_game().public_view().clearing {
        let g = tour.intent_game();
        let c = g.city().civilians_in(scene).next().expect("someone");
        tour.intent(I::CivilianPicked(c));
        tour.intent(I::BlockPicked(g.public_view().displace_to[0]));
    }
}

fn intent(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::IntentToKill, "Thursday");
    tour.stop("intent-setup");
    tour.intent(I::EnterCards(true));
    tour.stop("intent-setup-cards");
    tour.intent(I::EnterCards(false));
    tour.intent(I::Deal);
    tour.intent(I::ShowSecret);
    tour.stop("intent-secret");
    let offered = tour.intent_game().offered().expect("three tokens offered");
    tour.intent(I::SupportersChosen(offered[0]));
    tour.intent(I::GotIt);
    tour.intent(I::DetectiveStartChosen(0));
    tour.intent(I::Start);
    tour.stop("intent-murderer");
    murder(tour, true);
    tour.stop("intent-detective");
    clear_scene(tour);
    // Two rounds: answers, victims and intimidated civilians pile up.
    for round in 0..2 {
        let g = tour.intent_game();
        let witness = g
            .city()
            .civilians()
            .find(|&c| g.unquestionable(c).is_none())
            .expect("someone to ask");
        tour.intent(I::CivilianPicked(witness));
        tour.intent(I::AboutChosen(Trait::ALL[round]));
        if round == 0 {
            tour.stop("intent-question");
        }
        tour.intent(I::Answer { lie: false });
        tour.intent(I::EndInvestigation);
        if tour.intent_game().phase() == Phase::City {
            if round == 0 {
                tour.stop("intent-city");
            }
            tour.intent(I::NextRound);
        }
        if tour.intent_game().phase() != Phase::Murderer {
            break;
        }
        murder(tour, false);
        clear_scene(tour);
    }
    for pane in [Pane::Table, Pane::Exposure, Pane::Secrets, Pane::History] {
        tour.intent(I::PaneChosen(pane));
        tour.stop(&format!("intent-pane-{pane:?}").to_lowercase());
    }
    tour.intent(I::PaneChosen(Pane::Table));
    tour.intent(I::EndInvestigation);
    let g = tour.intent_game();
    tour.intent(I::AccusedChosen(
        g.city().civilians().next().expect("someone"),
    ));
    tour.intent(I::AccusedMotiveChosen(g.motives()[0]));
    tour.stop("intent-accusation");
    tour.intent(I::Accuse);
    if tour.intent_game().phase() == Phase::Over {
        tour.stop("intent-recap");
        tour.send(Message::Recap(alibi::ui::recap::Message::ShowSecrets));
        tour.stop("intent-recap-secrets");
        tour.send(Message::Recap(alibi::ui::recap::Message::Back));
        tour.stop("intent-over");
        let word = alibi::i18n::Msg::new("intent-end-reveal-word").now();
        tour.intent(I::ConfirmTyped(word));
        tour.intent(I::Reveal);
        tour.stop("intent-audit");
    }
}

fn intent_against_alibi(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::IntentToKill, "Against Alibi");
    tour.intent(I::SeatChosen(Side::Murderer, Some(Level::Easy)));
    tour.stop("intent-alibi-setup");
    // A transcript's deal, then Alibi's Murderer from the first round on.
    let mut actions = played::<IntentToKill>("intent/advice.alibi");
    let start = actions
        .iter()
        .position(|a| matches!(a, alibi::rules::intent::Action::Start))
        .expect("the game starts");
    actions.truncate(start + 1);
    let seats = Seats::alibi(Side::Murderer, Level::Easy, SEED);
    tour.resume_with::<IntentToKill>(actions, Some(seats), "Against Alibi");
    tour.stop("intent-alibi-announces");
    // Alibi's round carried out, the Detective's phase refereed on the table's view: a
    // question put to Alibi and answered, then the City phase with the Detective's token.
    let carry_out = |tour: &mut Tour<'_>| {
        for _ in 0..30 {
            if !tour.announcing() {
                break;
            }
            tour.intent(I::Confirm);
        }
    };
    carry_out(tour);
    clear_scene(tour);
    tour.stop("intent-alibi-detective");
    let g = tour.intent_game();
    let view = g.public_view();
    let witness = g
        .city()
        .civilians()
        .find(|&c| view.may_investigate(Try::Question(c)).is_ok());
    if let Some(witness) = witness {
        tour.intent(I::CivilianPicked(witness));
        tour.intent(I::AboutChosen(Trait::ALL[2]));
        tour.stop("intent-alibi-question");
        tour.intent(I::AskAlibi);
        tour.stop("intent-alibi-answered");
        carry_out(tour);
    }
    tour.intent(I::EndInvestigation);
    carry_out(tour);
    tour.stop("intent-alibi-city");
}

/// The setup through the forms on the stand-in board, looking at each step.
fn crimewave_setup(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::Crimewave, "Friday");
    tour.stop("crimewave-board");
    tour.crimewave(W::StandInBoard);
    tour.stop("crimewave-names");
    tour.crimewave(W::Typed(
        Field::Names,
        "Annabelle Bartholomew Cy Dee Esmeralda".into(),
    ));
    tour.crimewave(W::Submit);
    tour.stop("crimewave-methods");
    for (i, _) in Killer::ALL.iter().enumerate() {
        tour.crimewave(W::Typed(Field::Face(0), (2 * i + 1).to_string()));
        tour.crimewave(W::Submit);
    }
    tour.stop("crimewave-residences");
    let homes: [Loc; 3] = [41, 18, 90];
    for home in homes {
        tour.crimewave(W::Typed(Field::Loc, home.to_string()));
        tour.crimewave(W::Submit);
    }
    tour.stop("crimewave-scenes");
    for killer in Killer::ALL {
        let sites = tour.crimewave_game().legal_locations(killer);
        for site in &sites[..2] {
            tour.crimewave(W::Typed(Field::Loc, site.to_string()));
            tour.crimewave(W::Typed(Field::Evidence, "item".into()));
            tour.crimewave(W::Submit);
        }
    }
    tour.stop("crimewave-ready");
    tour.crimewave(W::Start);
    tour.stop("crimewave-started");
    tour.crimewave(W::FormChosen(Form::Raid));
    tour.crimewave(W::Typed(Field::Investigator, "Annabelle".into()));
    tour.crimewave(W::Typed(Field::Loc, "5".into()));
    tour.stop("crimewave-raid-form");
    tour.crimewave(W::Typed(Field::Killer, "red".into()));
    tour.crimewave(W::Submit);
    tour.crimewave(W::FormChosen(Form::Murder));
    tour.crimewave(W::Typed(Field::Killer, "green".into()));
    tour.stop("crimewave-murder-form");
}

/// Games in progress from the transcripts: a long list of answers, watches, trials, an end.
fn crimewave_play(tour: &mut Tour<'_>) {
    for (transcript, stop) in [
        ("crimewave/exposure-and-advice.alibi", "crimewave-answers"),
        ("crimewave/raids-and-trials.alibi", "crimewave-trials"),
        ("crimewave/murder-and-watch.alibi", "crimewave-watches"),
        ("crimewave/spook-and-relocation.alibi", "crimewave-spooked"),
    ] {
        tour.resume::<Crimewave>(transcript, "Saturday");
        tour.stop(stop);
    }
    tour.crimewave(W::FormChosen(Form::Watch));
    tour.stop("crimewave-watch-form");
    tour.resume::<Crimewave>("crimewave/endings.alibi", "Sunday night");
    tour.send(Message::OpenRecap);
    tour.stop("crimewave-recap");
    tour.send(Message::Recap(alibi::ui::recap::Message::Back));
    tour.stop("crimewave-ended");
}

fn crimewave_against_alibi(tour: &mut Tour<'_>) {
    tour.new_game(GameKind::Crimewave, "Against the Killers");
    tour.crimewave(W::KillersChosen(Some(Level::Easy)));
    tour.stop("crimewave-alibi-seats");
    // The board and the Investigators, then Alibi's setup, announced step by step.
    let actions = played::<Crimewave>("crimewave/exposure-and-advice.alibi")
        .into_iter()
        .take(2)
        .collect();
    let seats = Seats::alibi(Side::Killers, Level::Easy, SEED);
    tour.resume_with::<Crimewave>(actions, Some(seats), "Against the Killers");
    tour.stop("crimewave-alibi-setup");
    for _ in 0..40 {
        if !tour.announcing() {
            break;
        }
        tour.crimewave(W::Confirm);
    }
    tour.crimewave(W::Start);
    tour.stop("crimewave-alibi-murders");
}
