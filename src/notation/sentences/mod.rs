//! The sentences of each language: one table per language, a function that
//! renders every [`crate::notation::Message`].

pub mod english;
pub mod german;
