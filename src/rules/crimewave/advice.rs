//! Advice
