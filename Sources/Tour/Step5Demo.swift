/// Step 5's demo (written with the step).
func step5Demo(_ out: Transcript) {
  out.say("(step 5 is not written yet)")
}
