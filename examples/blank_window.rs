//! A blank iced window built with Alibi's own iced features: the yardstick that
//! `scripts/measure-startup` compares Alibi's start-up time and memory with.

use iced::Element;

fn view(_: &()) -> Element<'_, ()> {
    iced::widget::space().into()
}

fn main() -> iced::Result {
    iced::application(|| (), |_: &mut (), _: ()| {}, view)
        .title(|_: &()| String::from("Blank iced window"))
        .run()
}
