//! The sentences of each language: one table per language, a function that
//! renders every [`crate::notation::Message`].

pub mod english;
mod english_cli;
mod english_corr;
mod english_iccf;
pub mod german;
mod german_cli;
mod german_corr;
mod german_iccf;
