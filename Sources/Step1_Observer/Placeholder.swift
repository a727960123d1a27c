// Step1_Observer is written with its chapter.
